import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

export const workerKeys = {
  ...resourceKeys('workers'),
  /** The certificates list (人员证书), a list of the workers' qualifications. */
  certificates: (query: object) => [...workerKeys.lists(), 'certificates', query] as const,
  overview: () => [...workerKeys.all, 'overview'] as const,
};

/** One worker with their qualifications; nothing asked without an id. */
export function useWorker(id: string | null) {
  return tsr.workers.get.useQuery({ queryKey: workerKeys.detail(id ?? ''), queryData: byId(id), meta: SILENT });
}

/** Operators and certificates by 作业项目 code (人员概况). */
export function useWorkerOverview() {
  return tsr.workers.overview.useQuery({ queryKey: workerKeys.overview(), meta: SILENT });
}
