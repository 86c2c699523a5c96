import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';
import { Card } from './Card.tsx';
import { CopyButton } from './CopyButton.tsx';
import { DescriptionList } from './DescriptionList.tsx';
import { Empty } from './Empty.tsx';
import { Pagination, pageList } from './Pagination.tsx';
import { Skeleton } from './Skeleton.tsx';
import { Statistic } from './Statistic.tsx';
import { Steps } from './Steps.tsx';
import { Table, type TableColumn } from './Table.tsx';
import { TAG_COLORS, Tag } from './Tag.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Alert', () => {
  it('is an alert by default, and a status when asked', () => {
    render(
      <>
        <Alert type="error" title="If you are having a medical emergency, call 911." />
        <Alert type="success" role="status" title="Saved" description="Your changes are kept." />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('If you are having a medical emergency, call 911.');
    expect(screen.getByRole('status')).toHaveTextContent('SavedYour changes are kept.');
  });

  it('closes from its Close button, then tells its owner', async () => {
    const onClose = vi.fn();
    render(<Alert title="Thanks" closable onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Thanks')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows an action beside the title', () => {
    render(<Alert type="error" title="Could not load" action={<button type="button">Fetch again</button>} />);
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Fetch again' })).toBeVisible();
  });
});

describe('Card', () => {
  it('is a plain panel unless asked to be a region named by its title', () => {
    render(
      <>
        <Card title={<h2>Your treatments</h2>}>Body</Card>
        <Card as="section" title={<h2>Visit requests</h2>}>
          Requests
        </Card>
      </>,
    );
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Visit requests' })).toHaveTextContent('Requests');
    expect(screen.getByRole('heading', { name: 'Your treatments' })).toBeVisible();
  });

  it('lifts on hover only when hoverable (a tile inside a link)', () => {
    render(
      <a href="/provider/account" className="cs-ui-tile">
        <Card size="small" hoverable>
          Membership plan
        </Card>
      </a>,
    );
    const card = screen.getByRole('link', { name: 'Membership plan' }).firstElementChild;
    expect(card).toHaveClass('cs-ui-card', 'cs-ui-card--small', 'cs-ui-card--hoverable');
  });
});

describe('DescriptionList and Statistic', () => {
  it('pair each label with its value as terms and definitions', () => {
    render(
      <>
        <DescriptionList
          items={[
            { key: 'name', label: 'Name', children: 'Pat Lee' },
            { key: 'phone', label: 'Phone', children: '—' },
          ]}
        />
        <Statistic title="Active" value={1200} />
      </>,
    );
    expect(screen.getAllByRole('term').map((node) => node.textContent)).toEqual(['Name', 'Phone', 'Active']);
    expect(screen.getAllByRole('definition').map((node) => node.textContent)).toEqual([
      'Pat Lee',
      '—',
      '1,200',
    ]);
  });
});

describe('Empty and Skeleton', () => {
  it('says what is missing, with its actions, the picture hidden from assistive technology', () => {
    const { container } = render(
      <Empty description="Nothing yet.">
        <button type="button">Start</button>
      </Empty>,
    );
    expect(screen.getByText('Nothing yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Start' })).toBeVisible();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a skeleton is busy, with a heading line and its rows', () => {
    const { container } = render(<Skeleton rows={4} />);
    const skeleton = container.firstElementChild!;
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll('.cs-ui-skeleton__line')).toHaveLength(4);
    expect(skeleton.querySelectorAll('.cs-ui-skeleton__title')).toHaveLength(1);
  });
});

describe('Tag', () => {
  it("takes antd's colour names, each with its own tint", () => {
    render(
      <div>
        {TAG_COLORS.map((color) => (
          <Tag key={color} color={color}>
            {color}
          </Tag>
        ))}
      </div>,
    );
    for (const color of ['cyan', 'gold', 'success', 'processing', 'default'] as const)
      expect(screen.getByText(color)).toHaveClass('cs-ui-tag', `cs-ui-tag--${color}`);
  });
});

describe('Steps', () => {
  it('is an ordered list: the steps before the current are done, the current one is marked', () => {
    render(
      <Steps
        label="Where your order is"
        current={1}
        items={[{ title: 'Paid', description: '11/01/26' }, { title: 'In review' }, { title: 'Approved' }]}
      />,
    );
    const steps = within(screen.getByRole('list', { name: 'Where your order is' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(within(steps[0]!).getByRole('img', { name: 'done' })).toBeInTheDocument();
    expect(within(steps[0]!).getByText('11/01/26')).toBeVisible();
  });
});

/** A list's pages as a page holds them: the current page in its state. */
function Paged({ count }: { count: number }) {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pageCount={count} onChange={setPage} label="Order history pages" />;
}

describe('Pagination', () => {
  it('offers the first, the last and the pages around the current one', () => {
    expect(pageList(1, 3)).toEqual([1, 2, 3]);
    expect(pageList(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageList(1, 10)).toEqual([1, 2, 'gap', 10]);
  });

  it('moves between pages, the current one marked, and shows nothing for a single page', async () => {
    const { rerender } = render(<Paged count={3} />);
    const pages = screen.getByRole('navigation', { name: 'Order history pages' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    rerender(<Paged count={1} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('CopyButton', () => {
  it('copies its text and says so, or says it could not', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    // fireEvent, not userEvent: userEvent puts a clipboard of its own on the page.
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { unmount } = render(<CopyButton text="RX-123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('RX-123');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    unmount();

    writeText.mockRejectedValueOnce(new Error('denied'));
    render(<CopyButton text="RX-123" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Could not copy' })).toBeVisible();
  });
});

interface Person {
  id: string;
  name: string;
  age: number;
}

const PEOPLE_COLUMNS: TableColumn<Person>[] = [
  { key: 'name', title: 'Name' },
  { key: 'age', title: 'Age', align: 'end', width: 80, render: (row) => `${row.age} years` },
];

describe('Table', () => {
  it('is a named table with a header row and a row per item', () => {
    render(
      <Table
        aria-label="People"
        columns={PEOPLE_COLUMNS}
        rows={[
          { id: 'a', name: 'Ada', age: 36 },
          { id: 'b', name: 'Ben', age: 41 },
        ]}
        rowKey={(row) => row.id}
        empty="Nobody yet."
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Age']);
    expect(within(table).getByRole('row', { name: 'Ada 36 years' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('says it is empty, and shows placeholder rows while loading, the table busy', () => {
    const { rerender } = render(
      <Table
        caption="People"
        columns={PEOPLE_COLUMNS}
        rows={[]}
        rowKey={(row) => row.id}
        empty="Nobody yet."
      />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toHaveTextContent('Nobody yet.');
    rerender(
      <Table
        caption="People"
        columns={PEOPLE_COLUMNS}
        rows={undefined}
        rowKey={(row) => row.id}
        empty="Nobody yet."
        loading
        loadingRows={4}
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table).not.toHaveTextContent('Nobody yet.');
    expect(table.querySelectorAll('tbody .cs-ui-table__row--placeholder')).toHaveLength(4);
  });
});
