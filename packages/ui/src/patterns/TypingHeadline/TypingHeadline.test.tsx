import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypingHeadline } from './TypingHeadline';

const text = 'Payments, settled.';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function visibleText(heading: HTMLElement): string {
  const typedPart = heading.querySelector('[aria-hidden="true"]');
  const clone = typedPart?.cloneNode(true) as HTMLElement;
  for (const hidden of clone.querySelectorAll('span')) hidden.remove();
  return clone.textContent ?? '';
}

describe('TypingHeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('types one character every 80 ms and reports completion once', () => {
    stubReducedMotion(false);
    const onComplete = vi.fn();
    render(<TypingHeadline text={text} onComplete={onComplete} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(visibleText(heading)).toBe('');
    act(() => vi.advanceTimersByTime(79));
    expect(visibleText(heading)).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleText(heading)).toBe('P');
    act(() => vi.advanceTimersByTime(80 * 7));
    expect(visibleText(heading)).toBe('Payments');
    expect(heading).toHaveAttribute('data-typing', 'typing');
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(80 * (text.length - 8)));
    expect(visibleText(heading)).toBe(text);
    expect(heading).toHaveAttribute('data-typing', 'done');
    act(() => vi.advanceTimersByTime(1000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('gives assistive technology the full text from the first render', () => {
    stubReducedMotion(false);
    render(<TypingHeadline text={text} />);
    expect(screen.getByRole('heading', { level: 1, name: text })).toBeInTheDocument();
  });

  it('shows the full text at once under reduced motion, with no timer', () => {
    stubReducedMotion(true);
    const onComplete = vi.fn();
    render(<TypingHeadline text={text} onComplete={onComplete} />);
    const heading = screen.getByRole('heading', { level: 1, name: text });
    expect(visibleText(heading)).toBe(text);
    expect(heading).toHaveAttribute('data-typing', 'done');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('puts the whole headline, visible, in server-rendered HTML', () => {
    const html = renderToString(<TypingHeadline text={text} />);
    expect(html).toContain('data-typing="done"');
    expect(html.match(/Payments, settled\./g)).toHaveLength(2);
  });
});
