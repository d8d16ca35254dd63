export type { SearchItem } from './matchSearchItems';
export { matchSearchItems } from './matchSearchItems';
export type { SearchDialogLabels, SearchDialogProps } from './SearchDialog';
export { SearchDialog, searchMessages } from './SearchDialog';
export { isSearchShortcut, useSearchShortcut } from './useSearchShortcut';
