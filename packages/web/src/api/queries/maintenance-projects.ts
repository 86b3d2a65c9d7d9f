import { tsr } from '../client';
import { byId, reviewedKindKeys, SILENT } from './query-kit';

export const maintenanceProjectKeys = reviewedKindKeys('maintenanceProjects');

/** One of the unit's maintenance project applications (维保项目申请); nothing asked without an id. */
export function useMaintenanceProject(id: string) {
  return tsr.maintenanceProjects.get.useQuery({ queryKey: maintenanceProjectKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** The same application under the institute's review; nothing asked without an id. */
export function useMaintenanceProjectReview(id: string) {
  return tsr.maintenanceProjects.reviewGet.useQuery({ queryKey: maintenanceProjectKeys.reviewDetail(id), queryData: byId(id), meta: SILENT });
}
