export { ColumnChooser } from './column-chooser';
export { DataTable, type RowSelection } from './data-table';
export { ExportAction, exportUrl } from './export-action';
export { FilterBar } from './filter-bar';
export { checkFilters, filterDefaults, filterKeys, toListQuery, type FilterErrors } from './filters';
export { ListBody, type ListResult } from './list-body';
export { ListPage, type ListPageProps } from './list-page';
export { defineList, listDefaults, listQueryOptions, useListState, type ListState } from './use-list-state';
export type { ColumnDef, FilterDef, FilterKeysOf, FilterValues, ListDefinition, ListParams } from './types';
