import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toast';
import { dismissToast, getToasts, toast } from './toastStore';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('stacks new notifications and drops the oldest beyond the limit of three', () => {
    for (const title of ['one', 'two', 'three', 'four']) toast({ title });
    expect(getToasts().map((item) => item.title)).toEqual(['two', 'three', 'four']);
    expect(getToasts()[0]?.variant).toBe('default');
  });

  it('dismisses one notification by its handle', () => {
    const first = toast({ title: 'first' });
    toast({ title: 'second' });
    first.dismiss();
    expect(getToasts().map((item) => item.title)).toEqual(['second']);
  });
});

describe('Toaster', () => {
  it('shows a notification and closes it after the default 5 seconds', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Signed out', description: "You've been signed out successfully." });
    });
    expect(screen.getAllByText('Signed out').length).toBeGreaterThan(0);
    act(() => vi.advanceTimersByTime(4900));
    expect(getToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(getToasts()).toHaveLength(0);
  });

  it('honours a shorter limit', () => {
    render(<Toaster limit={1} />);
    act(() => {
      toast({ title: 'a' });
      toast({ title: 'b' });
    });
    expect(getToasts().map((item) => item.title)).toEqual(['b']);
  });
});
