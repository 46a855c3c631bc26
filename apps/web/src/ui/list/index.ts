export { PagingBar, type PagingBarProps } from './paging-bar.tsx';
export {
  ListToolbar,
  ToolbarAction,
  LIST_ICON_BUTTON_SX,
  type ListToolbarProps,
  type ToolbarActionProps,
} from './list-toolbar.tsx';
export { ActiveFiltersLine, type ActiveFilter } from './active-filters-line.tsx';
export { ListStatus, type ListStatusProps } from './list-status.tsx';
export { DataTable, type DataTableColumn, type DataTableProps } from './data-table.tsx';
export { SearchDialog, type SearchDialogProps } from './search-dialog.tsx';
export {
  DebouncedAutocomplete,
  AUTOCOMPLETE_NO_OPTIONS,
  type DebouncedAutocompleteProps,
} from './debounced-autocomplete.tsx';
export {
  FreeTextLookup,
  type FoundOption,
  type FreeTextLookupProps,
  type LookupOption,
} from './free-text-lookup.tsx';
export {
  useListQuery,
  listQueryKey,
  buildListQueryString,
  type Page,
  type UseListQueryOptions,
} from './use-list-query.ts';
export {
  useListFilters,
  readListFilters,
  writeListFilters,
  clearAllListFilters,
  LIST_FILTERS_PREFIX,
  type ListFilters,
} from './list-filters.ts';
