import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { meta, ZAnswerDateTime } from '../common';
import { required, ZMobile } from '../validation/schemas';

/**
 * The demo outbox: what the platform's embedded SMS sender "sent" instead of handing it to an SMS
 * gateway. Off in production (the platform refuses it there, and the gateway answers 404).
 */

const c = initContract();

export const ZSmsOutboxMessageSchema = z.object({
  id: z.string(),
  /** 138****5678: the page asks for the full number, the answer never repeats it. */
  mobileMasked: z.string(),
  text: z.string(),
  sentAt: ZAnswerDateTime,
});
export type SmsOutboxMessage = z.infer<typeof ZSmsOutboxMessageSchema>;

export const ZSmsOutboxQuerySchema = z.object({ mobile: required(ZMobile).describe('The mobile number whose texts are shown (exact, 11 digits)') });

export const smsOutboxRoutes = c.router({
  list: {
    method: 'GET',
    path: '/api/v1/sms-outbox',
    query: ZSmsOutboxQuerySchema,
    responses: { 200: z.object({ items: z.array(ZSmsOutboxMessageSchema) }) },
    summary: 'Messages the demo SMS outbox holds for one mobile number, newest first (not in production)',
    metadata: meta('public'),
  },
});
