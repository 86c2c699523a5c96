import { LOADING } from '@carespace/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AREA_FRAME_ID } from '../lib/area-frame.ts';
import { LOADING_TIMEOUT_MS, LoadingPage } from './LoadingPage.tsx';

describe('LoadingPage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Loading...' only after 100 ms", () => {
    render(<LoadingPage />);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says the page is taking too long once the timeout passes', () => {
    render(<LoadingPage />);
    act(() => {
      vi.advanceTimersByTime(LOADING_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page is taking too long to load. Please try again later.',
    );
    expect(LOADING.timeout).toBe('This page is taking too long to load. Please try again later.');
  });

  it('shows the load-error message at once, with a way to refresh', () => {
    render(<LoadingPage error />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'There was an error loading. Please refresh and try again.',
    );
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(LOADING_TIMEOUT_MS * 2);
    });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText(LOADING.error)).toBeInTheDocument();
  });

  it('takes away a signed-in route’s painted outline once it has an error or a timeout to show, not before', () => {
    const frame = document.createElement('div');
    frame.id = AREA_FRAME_ID;
    document.body.prepend(frame);
    const { unmount } = render(<LoadingPage />);
    act(() => {
      vi.advanceTimersByTime(LOADING_TIMEOUT_MS - 1);
    });
    expect(frame).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(frame).not.toBeInTheDocument();
    unmount();

    document.body.prepend(frame);
    render(<LoadingPage error />);
    expect(frame).not.toBeInTheDocument();
  });

  it('stops its timers when unmounted', () => {
    const { unmount } = render(<LoadingPage />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
