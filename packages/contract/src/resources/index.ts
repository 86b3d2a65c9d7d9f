// The schema modules that are no group of routes of their own. Each group's module is re-exported by
// src/contract.ts, which lists every group once; a new group's long schemas are re-exported from its
// own module (`export * from './<word>-schemas'`), so a new resource does not edit this list.
export * from './equipment-schemas';
export * from './inspection-application-schemas';
export * from './next-check-rules';
export * from './check-item-results';
export * from './inspection-kind-checks';
