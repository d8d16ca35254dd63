import { searchIndex } from '@ardena/content';
import { SearchDialog } from '@ardena/ui';
import { useNavigate } from '@tanstack/react-router';
import { isRoutePath, linkTo } from '../routeLinks';

/**
 * The dialog and the search index, loaded on first use (see HeaderSearch) so neither is part of a page's first load.
 * Focus returns to the element that opened it when it closes.
 */
export default function SearchPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      items={searchIndex}
      shortcut={false}
      onSelect={(item) => {
        if (isRoutePath(item.href)) void navigate(linkTo(item.href));
      }}
    />
  );
}
