import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const workerKeys = {
  ...resourceKeys('workers'),
  /** The certificates list (人员证书): every certificate of the unit's workers. */
  certificates: (query: object) => [...workerKeys.lists(), 'certificates', query] as const,
  overview: () => [...workerKeys.all, 'overview'] as const,
};

/** One worker with their certificates; nothing asked without an id. */
export function useWorker(id: string | null) {
  return tsr.workers.get.useQuery({ queryKey: workerKeys.detail(id ?? ''), queryData: byId(id), meta: SILENT });
}

/** Workers and certificates by work item (作业项目, 人员概况). */
export function useWorkerOverview() {
  return tsr.workers.overview.useQuery({ queryKey: workerKeys.overview(), meta: SILENT });
}
