import { resourceKeys } from './query-kit';

export const smsOutboxKeys = resourceKeys('smsOutbox');
