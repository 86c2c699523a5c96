/** Who an entry is for, as shown on its tag. */
export type ChangelogTag = 'General' | 'Patient' | 'Provider';

/** Who may see a restricted entry; the side menu's reading of the identity (admins see every entry). */
export type ChangelogAudience = 'admin' | 'patient' | 'provider';

export interface ChangelogEntry {
  /** Also the version stored once the drawer has been opened. */
  version: string;
  /** ISO date of the release. */
  date: string;
  tag: ChangelogTag;
  title: string;
  text: string;
  link?: { label: string; to: string };
  /** Only these audiences see the entry; everyone when left out. */
  onlyFor?: ChangelogAudience;
}

/** Six dated entries, April to May 2021, newest first. */
export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    version: '2021.05.24',
    date: '2021-05-24',
    tag: 'Provider',
    title: 'Put your best space first',
    text: 'Change my listed properties lets you choose which spaces stay listed and the order providers see them in.',
    link: { label: 'Organize my listings', to: '/provider/properties?mode=organize' },
    onlyFor: 'provider',
  },
  {
    version: '2021.05.17',
    date: '2021-05-17',
    tag: 'Patient',
    title: 'Follow your order to the door',
    text: 'When the pharmacy ships your treatment, its tracking number appears with the prescription on your dashboard.',
  },
  {
    version: '2021.05.06',
    date: '2021-05-06',
    tag: 'General',
    title: 'Alerts by text message',
    text: 'Notification Preferences now offer text messages next to email, for each kind of update. Texts go only to a verified phone.',
  },
  {
    version: '2021.04.27',
    date: '2021-04-27',
    tag: 'Provider',
    title: 'Spaces near your practice',
    text: 'Your dashboard recommends up to four listed spaces within about 5 miles of your practice address, nearest first.',
    link: { label: 'Check my practice address', to: '/provider/account?tab=organization' },
    onlyFor: 'provider',
  },
  {
    version: '2021.04.15',
    date: '2021-04-15',
    tag: 'General',
    title: 'Two-step sign-in',
    text: 'Turn on a code by text message at every sign-in when you confirm your phone number in your account.',
  },
  {
    version: '2021.04.05',
    date: '2021-04-05',
    tag: 'Patient',
    title: 'Pick up where you left off',
    text: 'An online visit you have not paid for waits in the Incomplete tab of your dashboard, answers and all, until you are ready.',
  },
];

export const NEWEST_VERSION = CHANGELOG[0]!.version;

export function visibleEntries(audience: ChangelogAudience): ChangelogEntry[] {
  return CHANGELOG.filter((entry) => !entry.onlyFor || audience === 'admin' || entry.onlyFor === audience);
}
