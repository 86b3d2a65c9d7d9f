import type { MessageKey } from './zh-CN';

/** The catalogue key of each HTTP status's problem title (the `title` of problem JSON). */
export const PROBLEM_TITLE_KEYS: Readonly<Record<number, MessageKey>> = {
  400: 'problemBadRequest',
  401: 'problemUnauthenticated',
  403: 'problemForbidden',
  404: 'problemNotFound',
  405: 'problemMethodNotAllowed',
  409: 'problemConflict',
  413: 'problemPayloadTooLarge',
  415: 'problemUnsupportedMediaType',
  422: 'problemUnprocessable',
  429: 'problemTooManyRequests',
  500: 'problemInternalError',
  501: 'problemNotImplemented',
  502: 'serverError',
  503: 'problemServiceUnavailable',
  504: 'gatewayTimeout',
};
