import { resourceKeys } from './query-kit';

export const reportKeys = {
  ...resourceKeys('reports'),
  /** Applications whose reports are still being made (在检报告). */
  inProcess: (query: object) => [...reportKeys.lists(), 'inProcess', query] as const,
  /** The public verification of one report by its QR code's code. */
  verification: (code: string) => [...reportKeys.all, 'verification', code] as const,
};
