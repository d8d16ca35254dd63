import { searchIndex } from '@ardena/content';
import { SearchDialog } from '@ardena/ui/patterns';

/**
 * The dialog and the search index, loaded on first use (see HeaderSearch) so neither is part of a page's first load.
 * Focus returns to the element that opened it when it closes.
 */
export default function SearchPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      items={searchIndex}
      shortcut={false}
      onSelect={(item) => {
        // A document navigation: public pages are prerendered documents with their own islands, not router views.
        window.location.assign(item.href);
      }}
    />
  );
}
