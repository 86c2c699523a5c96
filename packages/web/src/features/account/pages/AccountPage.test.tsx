import type { NotificationSettingView, ProfileView } from '@carespace/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit, US_STATES_TABLE } from '../../../components/test-utils.tsx';
import { AccountPage } from './AccountPage.tsx';

const PROFILE: ProfileView = {
  id: 'user-1',
  firstName: 'Helen',
  lastName: 'Ortiz',
  email: 'host@demo.carespace.test',
  phone: '2015550101',
  bio: 'Family physician in Hoboken.',
  createdOn: '2026-03-04T12:00:00.000Z',
  profilePic: 'initials',
  picture: null,
  gender: 2,
  genderOther: null,
  faith: null,
  faithOther: null,
  sexualOrientation: null,
  race: null,
  pronouns: null,
  language: ['ENGL'],
  languageOther: [],
  dateOfBirth: null,
  isEmailVerified: true,
  isPhoneVerified: false,
  isPatient: false,
  healcoAdmin: false,
  isOwner: true,
  organization: {
    id: 'org-1',
    name: 'Riverside Family Practice',
    email: null,
    phone: null,
    website: null,
    fax: null,
    ein: null,
    createdOn: '2026-03-04T12:00:00.000Z',
    profilePic: null,
    profilePicFileName: null,
    address: {
      addressLineOne: '100 Washington Street',
      addressLineTwo: null,
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    },
    latitude: 40.74,
    longitude: -74.03,
    ownerUserId: 'user-1',
  },
  billing: { healcoPlan: 'NONE', paymentCustomerId: 'cus_123' },
  provider: {
    providerRole: 'STAN',
    npi: '1234567893',
    yearsPracticed: 14,
    insurance: [],
    licensedState: ['NJ'],
    specialty: ['FMED'],
    specialtyOther: [],
  },
};

const SETTINGS: NotificationSettingView[] = [
  {
    question: {
      id: 'CHAT',
      name: 'New chat message',
      category: 'PCHT',
      description: 'Someone sent you a message.',
    },
    notificationSettings: { type: 'CHAT', method: ['EMAL'] },
  },
];

const TABLES = {
  usState: US_STATES_TABLE,
  providerSpecialty: [
    { id: 'FMED', name: 'Family Medicine' },
    { id: 'PEDS', name: 'Pediatrics' },
  ],
  language: [{ id: 'ENGL', name: 'English' }],
  gender: [{ id: '2', name: 'Female' }],
  insurance: [{ id: 'AETN', name: 'Aetna' }],
  faith: [],
  sexualOrientation: [],
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const ok = (result: unknown) => json({ success: true, result, error: null });

let profile: ProfileView = PROFILE;
const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
  const url = String(input);
  if (url.startsWith('/api/profile') && (init?.method ?? 'GET') === 'GET') return ok(profile);
  if (url === '/api/profile') {
    const body = JSON.parse(String(init?.body));
    profile = { ...profile, firstName: body.firstName };
    return ok(profile);
  }
  if (url.startsWith('/api/notification/')) return ok(SETTINGS);
  if (url.startsWith('/api/profile/avatar/')) {
    profile = { ...profile, profilePic: JSON.parse(String(init?.body)).imageId };
    return ok(profile);
  }
  return ok(null);
});

const VIEWER = { id: 'user-1', healcoAdmin: false, phone: '2015550101', isPhoneVerified: false };

function renderPage(route: string, viewer = VIEWER) {
  return renderWithKit(
    <AccountPage
      viewer={viewer}
      settings={<p>Security settings</p>}
      twoFactor={<p>Two-factor settings</p>}
      phoneVerification={<p>Verify your phone here</p>}
    />,
    { route, tables: TABLES },
  );
}

// antd forms in jsdom are slow, and slower still on a busy machine: generous waits, never flaky ones.
configure({ asyncUtilTimeout: 15_000 });

describe('account page', { timeout: 90_000 }, () => {
  beforeEach(() => {
    profile = PROFILE;
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows an owner the profile, practice, licenses, billing and settings tabs and the side panel', async () => {
    renderPage('/provider/account');
    expect(await screen.findByRole('heading', { name: 'Helen Ortiz' })).toBeInTheDocument();
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    expect(screen.getAllByText('Riverside Family Practice').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Practice',
      'Licenses',
      'Billing & Membership',
      'Settings',
    ]);
    expect(screen.getByText('New Jersey')).toBeInTheDocument();
    expect(screen.getByText('Family Medicine')).toBeInTheDocument();
  });

  it('edits the profile and returns to view mode after saving', async () => {
    const user = userEvent.setup();
    renderPage('/provider/account?isEdit=true');
    const form = within(await screen.findByRole('form', { name: 'Edit profile' }));
    const first = form.getByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Helena');
    await user.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Helena Ortiz' })).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url, init]) => url === '/api/profile' && init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      id: 'user-1',
      firstName: 'Helena',
      provider: { npi: '1234567893', licensedState: ['NJ'], specialty: ['FMED'] },
    });
  });

  it('accepts only an http(s) web address as the practice website', async () => {
    const user = userEvent.setup();
    renderPage('/provider/account?tab=organization&isEdit=true');
    const form = within(await screen.findByRole('form', { name: 'Edit practice' }));
    const website = form.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: /save/i }));
    expect(
      await form.findByText(
        'Please enter a web address that starts with http:// or https://, such as https://example.com.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/organization')).toBe(false);
  });

  it('offers phone verification when texts are chosen on an unverified phone, and confirms the save', async () => {
    const user = userEvent.setup();
    renderPage('/provider/account?modal=notification');
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('New chat message')).toBeInTheDocument();
    expect(dialog.queryByText('Verify your phone here')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Text message' }));
    expect(await dialog.findByText('Verify your phone here')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Alert Preferences - Successfully saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/notification/org-1');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      settings: [{ type: 'CHAT', method: ['EMAL', 'PHNE'] }],
    });
  });

  it('chooses an avatar in the picture dialog', async () => {
    const user = userEvent.setup();
    renderPage('/provider/account?modal=profilePic');
    const dialog = within(await screen.findByRole('dialog', { name: 'Picture and avatar' }));
    expect(dialog.queryByRole('radio', { name: 'Profile picture' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: /Female avatar/ }));
    await user.click(dialog.getByRole('button', { name: 'Use this avatar' }));
    expect(await screen.findByText('Your avatar has been updated.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/profile/avatar/org-1/user-1/user');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ imageId: 'femaleAvatar' });
  });

  it('gives an admin the properties and matches tabs and the payment customer id', async () => {
    profile = { ...PROFILE, id: 'user-2' };
    renderPage('/admin/account?userId=user-2&tab=organization', { ...VIEWER, healcoAdmin: true });
    expect(await screen.findByText('cus_123')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Practice',
      'Billing & Membership',
      'Settings',
      'Properties',
      'Matches',
    ]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/profile?userId=user-2');
  });
});
