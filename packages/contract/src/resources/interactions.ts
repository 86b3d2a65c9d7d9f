import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ACCESS } from '../access';
import { meta, pageOf, ZAnswerDateTime, ZIdParams, ZPageQuery } from '../common';
import { ZReviewState } from '../constants/statuses';
import { boundedText, requiredText } from '../validation/schemas';
import { ZAttachmentIds } from '../shared-schemas';

/** Interactions: message threads between an enterprise and the institute. */

const c = initContract();

export const ZInteractionSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  reply: z.string().nullable(),
  askedAt: ZAnswerDateTime,
  repliedAt: ZAnswerDateTime.nullable(),
  attachmentIds: z.array(z.string()),
});

export type Interaction = z.infer<typeof ZInteractionSchema>;

export const ZInteractionBodySchema = z.object({
  subject: requiredText(100),
  content: requiredText(2000, 'required', 'multiline'),
  attachmentIds: ZAttachmentIds,
});

export const ZStateQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional(),
  state: ZReviewState.optional(),
});

export const interactionRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/interactions',
    query: ZPageQuery.extend({ keyword: boundedText(100).optional() }),
    responses: { 200: pageOf(ZInteractionSchema) },
    summary: 'Questions to the institute and their replies',
    metadata: meta(ACCESS.selfService),
  },
  get: {
    method: 'GET',
    path: '/api/v1/interactions/:id',
    pathParams: ZIdParams,
    responses: { 200: ZInteractionSchema },
    summary: 'One interaction',
    metadata: meta(ACCESS.selfService),
  },
  create: {
    method: 'POST',
    path: '/api/v1/interactions',
    body: ZInteractionBodySchema,
    responses: { 201: ZInteractionSchema },
    summary: 'Ask the institute a question',
    metadata: meta(ACCESS.selfService),
  },
});
