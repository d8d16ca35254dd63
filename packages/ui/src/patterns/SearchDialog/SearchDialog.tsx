import { Search } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '../../components/Badge';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../components/Dialog';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { matchSearchItems, type SearchItem } from './matchSearchItems';
import * as styles from './SearchDialog.css';
import { useSearchShortcut } from './useSearchShortcut';

/** Every text `SearchDialog` shows; the English defaults are {@link searchMessages}. */
export interface SearchDialogLabels {
  title: string;
  inputLabel: string;
  placeholder: string;
  empty: string;
  noResults: (query: string) => string;
  noResultsHint: string;
  /** Announced to screen readers as results change. */
  resultCount: (count: number) => string;
  /** The keyboard hints after their keys (↑ ↓, Enter, Esc). */
  hintMove: string;
  hintOpen: string;
  hintClose: string;
  /** The dialog's close button. */
  close: string;
  /** The accessible name of the result list. */
  results: string;
}

/** The dialog's English texts; pass `labels` to reword or translate any of them. */
export const searchMessages: SearchDialogLabels = {
  title: 'Search',
  inputLabel: 'Search articles and pages',
  placeholder: 'Search articles, solutions and pages...',
  empty: 'Start typing to search...',
  noResults: (query: string) => `No results found for "${query}"`,
  noResultsHint: 'Try different keywords or check your spelling',
  resultCount: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  hintMove: 'to move',
  hintOpen: 'to open',
  hintClose: 'to close',
  close: 'Close',
  results: 'Results',
};

export interface SearchDialogProps {
  /** Whether the dialog is open. Controlled, so the header button, the shortcut and the app agree. */
  open: boolean;
  /** Called with the new open state (trigger, shortcut, Escape, close button, selection). */
  onOpenChange: (open: boolean) => void;
  /** Everything searchable; matched with `matchSearchItems`. */
  items: readonly SearchItem[];
  /** Called with the chosen result (Enter or click); the dialog then closes. The app navigates to `item.href`. */
  onSelect: (item: SearchItem) => void;
  /** An element that opens the dialog, for example the header's search button (wrapped with `asChild`). */
  trigger?: ReactNode;
  /** Listen for `/` and Ctrl/Cmd+K on the page to open the dialog. Turn off when another part owns the shortcut. */
  shortcut?: boolean;
  /** Overrides of the English texts, for example another language's; see `searchMessages`. */
  labels?: Partial<SearchDialogLabels>;
}

/**
 * Site search in a modal dialog, keyboard-first: opens from its trigger, `/` or Ctrl/Cmd+K; typing filters the
 * results; Up and Down move the active result; Enter opens it; Escape closes and focus returns to the trigger.
 * The input is an ARIA combobox that owns the result listbox, so screen readers follow the active result.
 */
export function SearchDialog({
  open,
  onOpenChange,
  items,
  onSelect,
  trigger,
  shortcut = true,
  labels,
}: SearchDialogProps) {
  useSearchShortcut(() => onOpenChange(true), shortcut && !open);
  // Opened by a shortcut, the dialog should hand focus back to where the reader was, not to the header button.
  // A layout effect records it before the dialog moves focus inside.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      {open ? (
        <SearchPanel
          labels={labels ? { ...searchMessages, ...labels } : searchMessages}
          returnFocusRef={returnFocusRef}
          items={items}
          onSelect={(item) => {
            onSelect(item);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

// A separate component so every opening starts with an empty query and no active result.
function SearchPanel({
  labels,
  items,
  onSelect,
  returnFocusRef,
}: {
  labels: SearchDialogLabels;
  items: readonly SearchItem[];
  onSelect: (item: SearchItem) => void;
  returnFocusRef: { current: HTMLElement | null };
}) {
  const id = useId();
  const listboxId = `${id}-results`;
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const results = useMemo(() => matchSearchItems(items, query), [items, query]);
  const active = results[activeIndex];
  const optionId = (index: number) => `${id}-option-${index}`;

  function moveTo(index: number) {
    setActiveIndex(index);
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (results.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo((activeIndex + 1) % results.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo((activeIndex - 1 + results.length) % results.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      moveTo(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      moveTo(results.length - 1);
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      onSelect(active);
    }
  }

  const trimmed = query.trim();
  return (
    <DialogContent
      closeLabel={labels.close}
      size="lg"
      className={styles.content}
      aria-describedby={undefined}
      onCloseAutoFocus={(event) => {
        const target = returnFocusRef.current;
        // Without a recorded element Radix's default applies: focus goes back to the trigger.
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      <DialogTitle>{labels.title}</DialogTitle>
      <div className={styles.field}>
        <Search size="1.1em" aria-hidden="true" />
        <input
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={labels.inputLabel}
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={labels.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={labels.results}
        className={styles.listbox}
        hidden={results.length === 0}
      >
        {results.map((item, index) => (
          // Options are chosen through the combobox (keys) or by pointer; they are not separate tab stops.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard for every option
          <div
            key={item.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className={styles.option}
            onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
            onClick={() => onSelect(item)}
          >
            <span className={styles.optionTop}>
              <span className={styles.optionTitle}>{item.title}</span>
              <Badge tone="brand" size="sm">
                {item.type}
              </Badge>
            </span>
            <span className={styles.optionExcerpt}>{item.excerpt}</span>
          </div>
        ))}
      </div>
      {trimmed === '' ? (
        <p className={styles.message}>{labels.empty}</p>
      ) : results.length === 0 ? (
        <div className={styles.message}>
          <p className={styles.messageTitle}>{labels.noResults(trimmed)}</p>
          <p>{labels.noResultsHint}</p>
        </div>
      ) : null}
      <VisuallyHidden role="status">{trimmed === '' ? '' : labels.resultCount(results.length)}</VisuallyHidden>
      <p className={styles.hints} aria-hidden="true">
        <span>
          <kbd className={styles.kbd}>↑</kbd> <kbd className={styles.kbd}>↓</kbd> {labels.hintMove}
        </span>
        <span>
          <kbd className={styles.kbd}>Enter</kbd> {labels.hintOpen}
        </span>
        <span>
          <kbd className={styles.kbd}>Esc</kbd> {labels.hintClose}
        </span>
      </p>
    </DialogContent>
  );
}
SearchDialog.displayName = 'SearchDialog';
