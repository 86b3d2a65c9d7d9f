import { tsr } from '../client';
import { resourceKeys, SILENT } from './query-kit';

export const inspectionApplicationActionKeys = {
  ...resourceKeys('inspectionApplicationActions'),
  /** The application an authorisation code opens (the phone's apply page). */
  byAuthCode: (authCode: string) => [...inspectionApplicationActionKeys.all, 'byAuthCode', authCode] as const,
};

/** The application an authorisation code opens; a refused code is an answer, not retried. */
export function useApplicationByAuthCode(authCode: string) {
  return tsr.inspectionApplicationActions.getByAuthCode.useQuery({
    queryKey: inspectionApplicationActionKeys.byAuthCode(authCode),
    queryData: { query: { authCode } },
    enabled: authCode !== '',
    retry: false,
    meta: SILENT,
  });
}
