import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const ITEMS = [
  { key: 'host', label: 'Your listings', children: <p>Listings panel</p> },
  { key: 'guest', label: 'Matches', children: <p>Matches panel</p> },
  { key: 'search', label: 'Search', children: <p>Search panel</p> },
];

function Held() {
  const [active, setActive] = useState('host');
  return <Tabs items={ITEMS} activeKey={active} onChange={setActive} />;
}

describe('Tabs', () => {
  it('shows the active tab’s panel, named by its tab, and only the active tab is in the Tab order', () => {
    render(<Held />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Your listings' })).toHaveTextContent('Listings panel');
    expect(screen.queryByText('Matches panel')).toBeNull();
  });

  it('moves with a click, the arrow keys (wrapping round), Home and End', async () => {
    const user = userEvent.setup();
    render(<Held />);
    await user.click(screen.getByRole('tab', { name: 'Matches' }));
    expect(screen.getByRole('tabpanel', { name: 'Matches' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Your listings' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Search' })).toBeInTheDocument();
  });
});
