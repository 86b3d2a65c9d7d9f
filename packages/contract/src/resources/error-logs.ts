import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, pageOf, text, ZAnswerDateTime, ZIsoDate, ZIsoDateTime, ZPageQuery } from '../common';
import { fromDayFilter, toDayFilter } from '../filter-descriptions';

const c = initContract();

export const ERROR_LOG_TYPES = ['script', 'ajax', 'promise', 'resource'] as const;
export type ErrorLogType = (typeof ERROR_LOG_TYPES)[number];

export const ZErrorLogBodySchema = z.object({
  type: z.enum(ERROR_LOG_TYPES),
  // The legacy client sends the code as a number (0 for script errors) or as text.
  code: z.union([text().max(32), z.number()]).transform(String),
  mes: text('multiline').min(1).max(2000),
  url: text().max(2000),
  time: ZIsoDateTime,
});
export type ErrorLogBody = z.input<typeof ZErrorLogBodySchema>;

export const ZErrorLogSchema = z.object({
  id: z.string(),
  type: z.enum(ERROR_LOG_TYPES),
  code: z.string(),
  mes: z.string(),
  url: z.string(),
  /** The time the client reported, written as every answer writes times. */
  time: ZAnswerDateTime,
  createdAt: ZAnswerDateTime,
});
export type ErrorLog = z.infer<typeof ZErrorLogSchema>;

export const ZErrorLogQuerySchema = ZPageQuery.extend({
  from: ZIsoDate.optional().describe(fromDayFilter('time')),
  to: ZIsoDate.optional().describe(toDayFilter('time')),
});

export const errorLogRoutes = c.router({
  create: {
    method: 'POST',
    path: '/api/v1/error-logs',
    body: ZErrorLogBodySchema,
    responses: { 202: z.object({ accepted: z.literal(true) }) },
    summary: 'Record a client-side error (script, ajax, promise, resource)',
    metadata: meta('session'),
  },
  list: {
    method: 'GET',
    path: '/api/v1/error-logs',
    query: ZErrorLogQuerySchema,
    responses: { 200: pageOf(ZErrorLogSchema) },
    summary: 'Error log entries of the signed-in user, newest first; from/to inclusive',
    metadata: meta('session'),
  },
});
