import { resourceKeys } from './query-kit';

export const auditRecordKeys = resourceKeys('auditRecords');
