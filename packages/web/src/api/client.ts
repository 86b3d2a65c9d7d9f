import { contract } from '@portal/contract';
import { initClient } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { reportingFetchApi } from './fetcher';
import { CLIENT_OPTIONS } from './session-client';

/** Typed react-query hooks over the contract; the session travels in the httpOnly cookie. */
export const tsr = initTsrReactQuery(contract, { ...CLIENT_OPTIONS, api: reportingFetchApi });

/** A client that reports nothing itself. */
export const quietClient = initClient(contract, CLIENT_OPTIONS);
