/**
 * The portal's origin for the links a printed document's QR code carries (a use sign's status page, a
 * report's verification page). The gateway sends it (`origin`: PUBLIC_ORIGIN, or the request's own);
 * anything that is not a bare http(s) origin falls back to localhost rather than printing a link elsewhere.
 */
const DEFAULT_ORIGIN = 'http://localhost';
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

export const portalOriginOf = (value: string | undefined): string => (value && ORIGIN.test(value) ? value : DEFAULT_ORIGIN);
