import { contract } from '@portal/contract';
import { initClient } from '@ts-rest/core';
import { initTsrReactQuery } from '@ts-rest/react-query/v5';
import { reportingFetchApi } from './fetcher';

/** Typed react-query hooks over the contract; the session travels in the httpOnly cookie. */
export const tsr = initTsrReactQuery(contract, {
  baseUrl: '',
  baseHeaders: {},
  credentials: 'same-origin',
  api: reportingFetchApi,
});

/** A client that reports nothing itself, for sending the error log. */
export const quietClient = initClient(contract, { baseUrl: '', baseHeaders: {}, credentials: 'same-origin' });
