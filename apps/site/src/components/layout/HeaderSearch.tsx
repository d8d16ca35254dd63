import { searchTrigger } from '@ardena/content';
import { Button } from '@ardena/ui';
import { useSearchShortcut } from '@ardena/ui/patterns';
import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import * as layout from '../../layout.css';

const SearchPanel = lazy(() => import('./SearchPanel'));

/** The header's search trigger; `/` and Ctrl/Cmd+K open the same dialog. */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const openSearch = () => {
    setRequested(true);
    setOpen(true);
  };
  useSearchShortcut(openSearch, !open);
  return (
    <>
      <Button
        variant="ghost"
        className={layout.headerSearchButton}
        startIcon={<Search size={18} />}
        onClick={openSearch}
        // Warm the chunk when the pointer or focus is on the way, so the dialog opens without a wait.
        onPointerEnter={() => void import('./SearchPanel')}
        onFocus={() => void import('./SearchPanel')}
        aria-keyshortcuts="/ Control+K Meta+K"
        title={searchTrigger.shortcutHint}
      >
        <span className={layout.headerSearchLabel}>{searchTrigger.label}</span>
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SearchPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
