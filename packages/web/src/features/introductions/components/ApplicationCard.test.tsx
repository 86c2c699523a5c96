import type { ApplicationView } from '@carespace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { ApplicationCard } from './ApplicationCard.tsx';

const APPLICATION: ApplicationView = {
  id: 'intro-1',
  organization_id: 'org-seeker',
  property_id: 'property-1',
  title: 'Quiet consult room in Hoboken',
  address: '1 Hudson Street, Hoboken, NJ 07030',
  propertyPhoto: { files: [] },
  applicantInfo: {
    name: 'Marcus Bell',
    organizationName: 'Palisade Pediatrics',
    email: 'marcus@palisade.example',
    phone: '2015550142',
    licenseStates: [],
  },
  sentOn: '2026-11-20T15:00:00.000Z',
  messageToHost: 'Two mornings a week for well-child visits.',
  howSoon: 'Within a month',
  responded: false,
  approvedOn: null,
  rejectedOn: null,
  rejectionReason: null,
  propertyChat_id: null,
  canRespond: true,
};

describe('ApplicationCard', () => {
  it("shows the applicant's phone formatted as everywhere else", () => {
    renderWithKit(
      <ApplicationCard
        application={APPLICATION}
        accountPath="/provider/account"
        onApprove={vi.fn()}
        onReject={vi.fn()}
        busy={false}
      />,
    );
    expect(screen.getByText('(201) 555-0142')).toBeTruthy();
    expect(screen.queryByText('2015550142')).toBeNull();
  });
});
