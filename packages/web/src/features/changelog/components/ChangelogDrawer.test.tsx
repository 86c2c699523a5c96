import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithKit } from '../../../components/test-utils.tsx';
import { CHANGELOG, NEWEST_VERSION } from '../changelog-entries.ts';
import { VERSION_KEY } from '../version-storage.ts';
import { ChangelogDrawer } from './ChangelogDrawer.tsx';

afterEach(() => window.localStorage.clear());

describe('the changelog', () => {
  it('holds six dated entries from April to May 2021, newest first, each tagged', () => {
    expect(CHANGELOG).toHaveLength(6);
    const dates = CHANGELOG.map((entry) => entry.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates) expect(date >= '2021-04-01' && date <= '2021-05-31').toBe(true);
    expect(new Set(CHANGELOG.map((entry) => entry.tag))).toEqual(new Set(['General', 'Patient', 'Provider']));
    expect(NEWEST_VERSION).toBe(CHANGELOG[0]!.version);
  });

  it('shows a dot until opened, then stores the newest version', async () => {
    const user = userEvent.setup();
    const view = renderWithKit(<ChangelogDrawer audience="provider" />);
    const button = screen.getByRole('button', { name: 'What’s new (unread updates)' });
    expect(view.container.querySelector('.cs-changelog__dot')).not.toBeNull();
    await user.click(button);
    expect(window.localStorage.getItem(VERSION_KEY)).toBe(NEWEST_VERSION);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(6);
    expect(within(drawer).getByText('May/24/2021')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'What’s new' })).toBeTruthy();
    expect(view.container.querySelector('.cs-changelog__dot')).toBeNull();
  });

  it('shows no dot when the newest version was seen, and hides provider-only entries from patients', async () => {
    window.localStorage.setItem(VERSION_KEY, NEWEST_VERSION);
    const view = renderWithKit(<ChangelogDrawer audience="patient" />);
    expect(view.container.querySelector('.cs-changelog__dot')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'What’s new' }));
    const drawer = await screen.findByRole('dialog');
    const shown = CHANGELOG.filter((entry) => entry.onlyFor !== 'provider');
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(shown.length);
    expect(within(drawer).queryByText('Put your best space first')).toBeNull();
    expect(within(drawer).getByText('Follow your order to the door')).toBeTruthy();
  });
});
