import type { PropertyView } from '@carespace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { propertyView as property } from '../property-view.fixture.ts';
import { PropertyCard } from './PropertyCard.tsx';

const SPECIALTIES = [
  { id: 'LPCC', name: 'Licensed Professional Counselor' },
  { id: 'LCSW', name: 'Licensed Clinical Social Worker' },
  { id: 'MFTX', name: 'Marriage and Family Therapy' },
  { id: 'PSYC', name: 'Psychology' },
  { id: 'ADCN', name: 'Addiction Counseling' },
  { id: 'NUTR', name: 'Nutrition and Dietetics' },
  { id: 'MASS', name: 'Massage Therapy' },
];

const render = (view: PropertyView) =>
  renderWithKit(<PropertyCard property={view} />, { tables: { providerSpecialty: SPECIALTIES } });

describe('PropertyCard', () => {
  it('shows New until someone else has viewed it, and says No Pictures Yet without photos', () => {
    render(property());
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByText('No Pictures Yet')).toBeTruthy();
    expect(screen.getByText('$40 per session')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sunlit therapy office' }).getAttribute('href')).toBe(
      '/provider/properties/p1',
    );
  });

  it('turns grey Not Viewed after 4 days unviewed, and shows no badge once viewed', () => {
    const old = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000).toISOString();
    const { unmount } = render(property({ matchedOn: old }));
    expect(screen.getByText('Not Viewed')).toBeTruthy();
    unmount();
    render(property({ viewedOn: new Date().toISOString() }));
    expect(screen.queryByText('New')).toBeNull();
    expect(screen.queryByText('Not Viewed')).toBeNull();
  });

  it('shows at most 5 specialty tags, then +N More', () => {
    render(property({ supportedProviderSpecialty: SPECIALTIES.map((item) => item.id) }));
    expect(screen.getByText('Licensed Professional Counselor')).toBeTruthy();
    expect(screen.getByText('Addiction Counseling')).toBeTruthy();
    expect(screen.queryByText('Nutrition and Dietetics')).toBeNull();
    expect(screen.getByText('+2 More')).toBeTruthy();
  });

  it('shows the cover photo from the properties folder', () => {
    render(property({ propertyPhoto: { files: [{ id: 'f1', fileName: 'f1.png', mimeType: 'image/png' }] } }));
    expect(screen.getByRole('img', { name: 'Photo of Sunlit therapy office' }).getAttribute('src')).toBe(
      '/api/no-auth/download-file/f1.png/properties',
    );
  });

  it('says License verified with the host’s states, and nothing when the host has no verified license', () => {
    const { unmount } = render(property({ hostLicenseStates: ['NJ', 'NY'] }));
    expect(screen.getByText('License verified · NJ, NY')).toBeTruthy();
    unmount();
    render(property({ hostLicenseStates: [] }));
    expect(screen.queryByText(/License verified/)).toBeNull();
  });

  it('does not badge the practice’s own listing', () => {
    render(property({ hostLicenseStates: ['NJ'], isOwner: true }));
    expect(screen.queryByText(/License verified/)).toBeNull();
  });

  it('tells the host how many applications wait for an answer, linking to them', () => {
    const { unmount } = render(property({ isOwner: true, alerts: { pendingApp: 2 } }));
    expect(screen.getByTestId('pending-applications').textContent).toContain(
      '2 applications wait for your answer.',
    );
    expect(
      screen
        .getByRole('link', { name: 'Review applications for Sunlit therapy office' })
        .getAttribute('href'),
    ).toBe('/provider/connections');
    unmount();
    render(property({ isOwner: true, alerts: { pendingApp: 0 } }));
    expect(screen.queryByTestId('pending-applications')).toBeNull();
  });
});
