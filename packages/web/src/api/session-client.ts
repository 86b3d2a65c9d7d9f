import { errorLogRoutes, problemResponses, sessionRoutes } from '@portal/contract';
import { initClient, initContract } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { readStoredLocale } from '../i18n/i18n';
import { reportingFetchApi } from './fetcher';

/**
 * How the SPA calls the API: same origin, the session in the httpOnly cookie, and the language the
 * person chose for the gateway's problem texts (docs/api.md, "Errors"), not the browser's.
 */
export const CLIENT_OPTIONS = {
  baseUrl: '',
  baseHeaders: { 'accept-language': () => readStoredLocale() },
  credentials: 'same-origin',
} as const;

/**
 * The routes the first screen needs (sign-in, the session check, the error log), assembled as
 * the contract assembles them (session-client.test.ts compares the two). The full client
 * (client.ts) holds every resource's schemas; it loads with the shell, not with the login page.
 */
export const sessionContract = initContract().router(
  { session: sessionRoutes, errorLogs: errorLogRoutes },
  { strictStatusCodes: true, commonResponses: problemResponses },
);

/** Typed react-query hooks over the session routes. */
export const sessionTsr = initTsrReactQuery(sessionContract, { ...CLIENT_OPTIONS, api: reportingFetchApi });

/** A client that reports nothing itself: sign-out after a failure, and sending the error log. */
export const quietSessionClient = initClient(sessionContract, CLIENT_OPTIONS);
