import { resourceKeys } from './query-kit';

export const reportKeys = {
  ...resourceKeys('reports'),
  /** Applications whose reports are still being made (在检报告). */
  inProcess: (query: object) => [...reportKeys.lists(), 'inProcess', query] as const,
};
