import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../components/Button';
import { matchSearchItems } from './matchSearchItems';
import { SearchDialog, searchMessages } from './SearchDialog';
import { sampleSearchItems } from './sampleSearchItems';
import { isSearchShortcut } from './useSearchShortcut';

describe('matchSearchItems', () => {
  it('matches a case-insensitive substring of the title or the excerpt', () => {
    expect(matchSearchItems(sampleSearchItems, 'SETTLEMENT').map((item) => item.id)).toEqual([
      'cross-border-payments',
      'unified-settlement-layer',
    ]);
    expect(matchSearchItems(sampleSearchItems, 'webhooks').map((item) => item.id)).toEqual(['developers']);
    expect(matchSearchItems(sampleSearchItems, '  api guide ').map((item) => item.id)).toEqual(['platform-api-guide']);
  });

  it('returns nothing for an empty query or a text found nowhere', () => {
    expect(matchSearchItems(sampleSearchItems, '')).toEqual([]);
    expect(matchSearchItems(sampleSearchItems, '   ')).toEqual([]);
    expect(matchSearchItems(sampleSearchItems, 'quantum')).toEqual([]);
  });
});

describe('isSearchShortcut', () => {
  const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', init);
    Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('accepts Ctrl+K, Cmd+K and a slash outside fields', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
  });

  it('leaves a slash typed into a field alone, and plain K', () => {
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('input')))).toBe(false);
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('textarea')))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
  });
});

function Harness({ onSelect }: { onSelect: (href: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a href="/insights">Insights</a>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        items={sampleSearchItems}
        onSelect={(item) => onSelect(item.href)}
        trigger={<Button>Open search</Button>}
      />
    </>
  );
}

// Typing into a Radix dialog in jsdom is slow on a shared, busy machine; the default 5 s is too tight.
describe('SearchDialog', { timeout: 20_000 }, () => {
  // jsdom does no layout, so it has no scrollIntoView; the dialog calls it to keep the active result in view.
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    scrollIntoView.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('invites typing, lists matches with type badges and says when nothing matches', async () => {
    render(<Harness onSelect={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const input = screen.getByRole('combobox', { name: searchMessages.inputLabel });
    expect(input).toHaveFocus();
    expect(screen.getByText('Start typing to search...')).toBeInTheDocument();

    await userEvent.type(input, 'Payout');
    expect(screen.queryByText('Start typing to search...')).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveTextContent('Unified Settlement LayerSolution');
    expect(screen.getByRole('status')).toHaveTextContent('1 result');

    await userEvent.clear(input);
    await userEvent.type(input, 'quantum');
    expect(screen.getByText('No results found for "quantum"')).toBeInTheDocument();
    expect(screen.getByText('Try different keywords or check your spelling')).toBeInTheDocument();
  });

  it('moves the active result with arrow keys, wraps around and opens it with Enter', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'settlement');
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('/solutions/unified-settlement-layer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open search' })).toHaveFocus();
  });

  it('opens with "/" and Ctrl+K, closes with Escape and starts empty again', async () => {
    render(<Harness onSelect={() => {}} />);
    await userEvent.keyboard('/');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox'), 'api');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('returns focus to where the reader was when opened by the shortcut', async () => {
    render(<Harness onSelect={() => {}} />);
    const link = screen.getByRole('link', { name: 'Insights' });
    link.focus();
    await userEvent.keyboard('/');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(link).toHaveFocus();
  });

  it('opens a result on click', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', metaKey: true }));
    });
    await userEvent.type(screen.getByRole('combobox'), 'careers');
    await userEvent.click(screen.getByRole('option', { name: /Careers/ }));
    expect(onSelect).toHaveBeenCalledWith('/careers');
  });
});
