import { initContract } from '@ts-rest/core';
import { ACCESS } from '../access';
import { meta, pageOf, ZId, ZIdParams, ZPageQuery } from '../common';
import { exactFilter, keywordFilter } from '../filter-descriptions';
import { ZReviewState } from '../constants/statuses';
import { fileResponse } from '../shared-schemas';
import { boundedText } from '../validation/schemas';
import {
  ZInteractionBodySchema,
  ZInteractionDeskQuerySchema,
  ZInteractionDetailSchema,
  ZInteractionMessageBodySchema,
  ZInteractionQuerySchema,
  ZInteractionSchema,
  ZUnreadCountSchema,
} from './interactions-schemas';

export * from './interactions-schemas';

/**
 * Interactions (互动留言): threads between one unit and the institute, optionally about one record.
 * The unit's side needs `service:self` and sees its own unit's threads; the institute's desk needs
 * `inspection:review` and sees every unit's (docs/interactions.md).
 */

const c = initContract();

/** A file of one of the thread's messages. */
export const ZInteractionFileParams = ZIdParams.extend({ fileId: ZId.describe("The id of a file attached to one of the conversation's messages") });

/** The review lists' query (re-issue applications, the institute's re-issue review). */
export const ZStateQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the report number, the reason and the unit's name")),
  state: ZReviewState.optional().describe(exactFilter('review state')),
});

export const interactionRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/interactions',
    query: ZInteractionQuerySchema,
    responses: { 200: pageOf(ZInteractionSchema) },
    summary: "The unit's threads with the institute, the latest message first",
    metadata: meta(ACCESS.selfService),
  },
  unreadCount: {
    method: 'GET',
    path: '/api/v1/interactions/unread-count',
    responses: { 200: ZUnreadCountSchema },
    summary: "The institute's messages the unit has not read yet",
    metadata: meta(ACCESS.selfService),
  },
  get: {
    method: 'GET',
    path: '/api/v1/interactions/:id',
    pathParams: ZIdParams,
    responses: { 200: ZInteractionDetailSchema },
    summary: "One thread with its messages; marks the institute's messages read for the unit",
    metadata: meta(ACCESS.selfService),
  },
  create: {
    method: 'POST',
    path: '/api/v1/interactions',
    body: ZInteractionBodySchema,
    responses: { 201: ZInteractionDetailSchema },
    summary: 'Start a thread with the institute, optionally about an inspection application or an equipment',
    metadata: meta(ACCESS.selfService),
  },
  send: {
    method: 'POST',
    path: '/api/v1/interactions/:id/messages',
    pathParams: ZIdParams,
    body: ZInteractionMessageBodySchema,
    responses: { 201: ZInteractionDetailSchema },
    summary: 'Add a message to an open thread (409 when it is closed)',
    metadata: meta(ACCESS.selfService),
  },
  file: {
    method: 'GET',
    path: '/api/v1/interactions/:id/files/:fileId',
    pathParams: ZInteractionFileParams,
    responses: { 200: fileResponse },
    summary: "Download a file of one of the thread's messages, whichever side sent it",
    metadata: meta(ACCESS.selfService),
  },
  deskList: {
    method: 'GET',
    path: '/api/v1/interaction-desk',
    query: ZInteractionDeskQuerySchema,
    responses: { 200: pageOf(ZInteractionSchema) },
    summary: "Every unit's threads, for the institute",
    metadata: meta(ACCESS.inspectionReview),
  },
  deskUnreadCount: {
    method: 'GET',
    path: '/api/v1/interaction-desk/unread-count',
    responses: { 200: ZUnreadCountSchema },
    summary: "The units' messages the institute has not read yet",
    metadata: meta(ACCESS.inspectionReview),
  },
  deskGet: {
    method: 'GET',
    path: '/api/v1/interaction-desk/:id',
    pathParams: ZIdParams,
    responses: { 200: ZInteractionDetailSchema },
    summary: "One thread, for the institute; marks the unit's messages read for the institute",
    metadata: meta(ACCESS.inspectionReview),
  },
  reply: {
    method: 'POST',
    path: '/api/v1/interaction-desk/:id/messages',
    pathParams: ZIdParams,
    body: ZInteractionMessageBodySchema,
    responses: { 201: ZInteractionDetailSchema },
    summary: "The institute's reply; the thread's creator is texted (409 when it is closed)",
    metadata: meta(ACCESS.inspectionReview),
  },
  close: {
    method: 'POST',
    path: '/api/v1/interaction-desk/:id/close',
    pathParams: ZIdParams,
    body: c.noBody(),
    responses: { 200: ZInteractionDetailSchema },
    summary: 'Close a thread: no more messages from either side',
    metadata: meta(ACCESS.inspectionReview),
  },
  deskFile: {
    method: 'GET',
    path: '/api/v1/interaction-desk/:id/files/:fileId',
    pathParams: ZInteractionFileParams,
    responses: { 200: fileResponse },
    summary: "Download a file of one of the thread's messages, for the institute",
    metadata: meta(ACCESS.inspectionReview),
  },
});
