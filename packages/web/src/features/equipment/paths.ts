import { findCategory, type EquipmentView, type OperationMode } from '@portal/contract';

/** Route paths of spec section 2 that the equipment pages link to. */
export const VIEW_PATHS: Record<EquipmentView, string> = {
  comprehensive: '/equipment/query-comprehensive',
  overdue: '/equipment/query-timeout',
  unqualified: '/equipment/query-fault',
  nonUse: '/equipment/query-non-use',
  aboutToExpire: '/equipment/query-about-expire',
  inspectionDue: '/equipment/query-detectDueList',
  inspectionOverdue: '/equipment/query-detectExtendedList',
  loadTest: '/equipment/query-payload-time',
  pressurePiping: '/equipment/query-pressure-piping',
};

export const OVERVIEW_PATH = '/equipment/overview';
export const PIPELINE_MAINTAIN_PATH = '/equipment/equip-pressure-pipeline-maintain';

function withSearch(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** A query view with filters already set, e.g. the comprehensive list of one category. */
export function viewPath(view: EquipmentView, filters: Record<string, string | undefined> = {}): string {
  return withSearch(VIEW_PATHS[view], filters);
}

/** The equipment file page of the category, e.g. /equipment/detail/elevator?id=… */
export function detailPath(categoryCode: string, id: string): string {
  const slug = findCategory(categoryCode)?.slug ?? 'boiler';
  return withSearch(`/equipment/detail/${slug}`, { id });
}

export function deviceFormPath(mode: OperationMode, id?: string, categoryCode?: string): string {
  return withSearch('/equipment/device-info-new', { mode, id, category: categoryCode });
}

export function pipelineFormPath(mode: OperationMode, id?: string): string {
  return withSearch('/equipment/pipeline-info-new', { mode, id });
}
