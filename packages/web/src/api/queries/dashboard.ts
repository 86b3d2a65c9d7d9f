import { resourceKeys, SILENT } from './query-kit';

/** The desk figures; a change that moves a count invalidates `dashboardKeys.all` besides its own resource. */
export const dashboardKeys = {
  ...resourceKeys('dashboard'),
  statistics: () => [...dashboardKeys.all, 'statistics'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  institute: () => [...dashboardKeys.all, 'institute'] as const,
};

/** The enterprise desk's figures (the own unit's page shows them too). */
export const STATISTICS_QUERY = { queryKey: dashboardKeys.statistics(), meta: SILENT } as const;

/** The enterprise desk's applications waiting and where its equipment stands. */
export const OVERVIEW_QUERY = { queryKey: dashboardKeys.overview(), meta: SILENT } as const;

/** The institute desk's figures. */
export const INSTITUTE_QUERY = { queryKey: dashboardKeys.institute(), meta: SILENT } as const;
