import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZIsoDate, ZPageQuery } from '../common';
import { fromDayFilter, keywordFilter, toDayFilter } from '../filter-descriptions';
import { boundedText } from '../validation/schemas';

/** Notices published by the institute: a paged list, pinned first, and one notice with its content. */

const c = initContract();

export const ZNoticeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  publisher: z.string(),
  publishedAt: ZAnswerDateTime,
  top: z.boolean(),
});

export const ZNoticeSchema = ZNoticeSummarySchema.extend({
  content: z.string(),
  attachmentIds: z.array(z.string()),
});

export type Notice = z.infer<typeof ZNoticeSchema>;

export const ZNoticeQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter('the title and the text')),
  publishedFrom: ZIsoDate.optional().describe(fromDayFilter('publication time')),
  publishedTo: ZIsoDate.optional().describe(toDayFilter('publication time')),
});

export const noticeRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/notices',
    query: ZNoticeQuerySchema,
    responses: { 200: pageOf(ZNoticeSummarySchema) },
    summary: 'Notices (articles) of the institute, pinned first then newest',
    metadata: meta('session'),
  },
  get: {
    method: 'GET',
    path: '/api/v1/notices/:id',
    pathParams: ZIdParams,
    responses: { 200: ZNoticeSchema },
    summary: 'One notice with its content',
    metadata: meta('session'),
  },
});
