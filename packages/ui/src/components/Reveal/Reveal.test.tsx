import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reveal, revealDelayFor } from './Reveal';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observerCallbacks: ObserverCallback[] = [];

function stubIntersectionObserver() {
  observerCallbacks = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: ObserverCallback) {
        observerCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('revealDelayFor', () => {
  it('staggers by 0, 150, 300 and 450 ms and wraps after the fourth item', () => {
    expect([0, 1, 2, 3, 4, 5].map(revealDelayFor)).toEqual([0, 150, 300, 450, 0, 150]);
  });
});

describe('Reveal', () => {
  it('waits out of view, then shows with the delay of its position', () => {
    stubReducedMotion(false);
    stubIntersectionObserver();
    render(<Reveal order={2}>Unified settlement</Reveal>);
    const wrapper = screen.getByText('Unified settlement');
    expect(wrapper).toHaveAttribute('data-reveal', 'waiting');
    act(() => observerCallbacks[0]?.([{ isIntersecting: true }]));
    expect(wrapper).toHaveAttribute('data-reveal', 'shown');
    expect(wrapper.style.transitionDelay).toBe('300ms');
  });

  it('never hides content under reduced motion', () => {
    stubReducedMotion(true);
    stubIntersectionObserver();
    render(<Reveal order={1}>Global data exchange</Reveal>);
    expect(screen.getByText('Global data exchange')).toHaveAttribute('data-reveal', 'static');
    expect(observerCallbacks).toHaveLength(0);
  });

  it('keeps content visible where scrolling cannot be observed', () => {
    stubReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Reveal>Composable finance core</Reveal>);
    expect(screen.getByText('Composable finance core')).toHaveAttribute('data-reveal', 'static');
  });
});
