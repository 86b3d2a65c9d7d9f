import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { failureMessage, isUnauthorized } from '../api/problem';
import { sessionKeys } from '../api/queries/session';
import { readStoredLocale, translate } from '../i18n/i18n';
import { notify } from '../ui/toaster';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: the caller shows the failure itself (or it is expected), no toast. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function toastFailure(error: unknown): void {
  const serverError = translate(readStoredLocale(), 'common.serverError');
  notify('error', failureMessage(error, serverError));
}

function isSignedIn(client: QueryClient): boolean {
  return Boolean(client.getQueryData(sessionKeys.current()));
}

/**
 * A 401 while signed in means the session ended elsewhere (expiry, another tab): say so and read
 * the session again, so the guard sends the user to login. Before sign-in a 401 is an answer
 * like any other (wrong credentials) and its text is shown.
 */
function handleFailure(client: QueryClient, error: unknown, silent: boolean | undefined): void {
  if (isUnauthorized(error) && isSignedIn(client)) {
    notify('warning', translate(readStoredLocale(), 'session.expired'));
    void client.invalidateQueries({ queryKey: sessionKeys.current() });
    return;
  }
  if (!silent) toastFailure(error);
}

/** One place shows failed calls as toasts. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleFailure(client, error, query.meta?.silent),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => handleFailure(client, error, mutation.meta?.silent),
    }),
    // 'always': a call made offline fails at once and says the network is down (the form keeps
    // what was typed, the user retries). react-query's default pauses it instead: the save spun
    // with no word and then went through unseen once the network came back.
    // staleTime 0: what the user asks for again (查询 with other filters, a tag shown again, the
    // window back in focus) is read afresh; between those, pushed changes keep it current
    // (api/live-updates-core.ts).
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: true, staleTime: 0, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}
