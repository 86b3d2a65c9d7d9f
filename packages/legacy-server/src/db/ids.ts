import { randomUUID } from 'node:crypto';

/** JeeSite's ids (records, sessions): dash-less UUIDs. */
export const newId = (): string => randomUUID().replaceAll('-', '');
