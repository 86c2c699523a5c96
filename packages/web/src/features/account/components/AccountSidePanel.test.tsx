import type { ProfileView } from '@carespace/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { AccountSidePanel } from './AccountSidePanel.tsx';

const PROFILE = {
  id: 'user-1',
  firstName: 'Helen',
  lastName: 'Ortiz',
  email: 'helen@riverside.example',
  createdOn: '2026-03-02T12:00:00.000Z',
  profilePic: null,
  picture: null,
  organization: null,
} as unknown as ProfileView;

describe('AccountSidePanel', () => {
  it('shows the avatar at 132 px whatever the width of the screen', () => {
    renderWithKit(<AccountSidePanel profile={PROFILE} canEdit showTwoFactor onOpen={vi.fn()} />);
    const avatar = screen.getByRole('img', { name: 'Helen Ortiz (initials)' });
    expect(avatar).toHaveTextContent('HO');
    expect(avatar).toHaveStyle({ width: '132px', height: '132px' });
  });
});
