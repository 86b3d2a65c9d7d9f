import { tsr } from '../client';
import { resourceKeys, SILENT } from './query-kit';

export const pipelineKeys = resourceKeys('pipelines');

/**
 * The unit's recorded lines of one piping file (管道定期检验 picks its units from them): the lines
 * of the file's register code, at most 100; nothing asked without a code or when not `enabled`.
 */
export function usePipelineLinesOf(registerCode: string, enabled: boolean) {
  const query = { page: 1, pageSize: 100, registerCode };
  return tsr.pipelines.list.useQuery({
    queryKey: [...pipelineKeys.lists(), 'of-file', registerCode],
    queryData: { query },
    enabled: enabled && registerCode !== '',
    meta: SILENT,
  });
}
