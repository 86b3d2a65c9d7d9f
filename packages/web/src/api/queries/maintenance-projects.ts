import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const maintenanceProjectKeys = {
  ...resourceKeys('maintenanceProjects'),
  /** The institute's list of every unit's applications. */
  reviewList: (query: object) => [...maintenanceProjectKeys.lists(), 'review', query] as const,
  /** One application as the institute reviews it (the same record, the review's view of it). */
  reviewDetail: (id: string) => [...maintenanceProjectKeys.detail(id), 'review'] as const,
};

/** One of the unit's maintenance project applications (维保项目申请); nothing asked without an id. */
export function useMaintenanceProject(id: string) {
  return tsr.maintenanceProjects.get.useQuery({ queryKey: maintenanceProjectKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** The same application under the institute's review; nothing asked without an id. */
export function useMaintenanceProjectReview(id: string) {
  return tsr.maintenanceProjects.reviewGet.useQuery({ queryKey: maintenanceProjectKeys.reviewDetail(id), queryData: byId(id), meta: SILENT });
}
