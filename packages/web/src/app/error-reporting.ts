import { useEffect } from 'react';
import { quietSessionClient } from '../api/session-client';
import { setErrorSender } from '../errors/error-store';

/** The error log takes entries from a signed-in user only; before that they wait in the store. */
export function useErrorReporting(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    setErrorSender((entry) => quietSessionClient.errorLogs.create({ body: entry }));
    return () => setErrorSender(null);
  }, [signedIn]);
}
