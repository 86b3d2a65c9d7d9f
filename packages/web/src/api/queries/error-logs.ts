import { resourceKeys } from './query-kit';

export const errorLogKeys = resourceKeys('errorLogs');
