import { z } from 'zod';
import { ZAnswerDateTime, ZId, ZPageQuery } from '../common';
import { containsFilter, exactFilter, keywordFilter } from '../filter-descriptions';
import { enumOf } from '../constants/options';
import { message } from '../messages';
import { boundedText, requiredText } from '../validation/schemas';
import { ZAttachmentIds, ZQueryFlag } from '../shared-schemas';
import { ZAttachmentSchema } from './attachments';

/** Shapes of the interaction threads (互动留言) between a unit and the institute (docs/interactions.md). */

export const INTERACTION_TOPICS = [
  { code: 'general', label: '一般咨询', en: 'General enquiry' },
  { code: 'application', label: '检验申请', en: 'Inspection application' },
  { code: 'equipment', label: '设备', en: 'Equipment' },
] as const;
export const ZInteractionTopic = enumOf(INTERACTION_TOPICS);
export type InteractionTopic = z.infer<typeof ZInteractionTopic>;

export const INTERACTION_STATES = [
  { code: 'open', label: '进行中', en: 'Open' },
  { code: 'closed', label: '已关闭', en: 'Closed' },
] as const;
export const ZInteractionState = enumOf(INTERACTION_STATES);
export type InteractionState = z.infer<typeof ZInteractionState>;

export const INTERACTION_SIDES = [
  { code: 'enterprise', label: '企业', en: 'Enterprise' },
  { code: 'institute', label: '检验院', en: 'Institute' },
] as const;
export const ZInteractionSide = enumOf(INTERACTION_SIDES);
export type InteractionSide = z.infer<typeof ZInteractionSide>;

export const ZInteractionMessageSchema = z.object({
  id: z.string(),
  side: ZInteractionSide,
  author: z.string(),
  content: z.string(),
  sentAt: ZAnswerDateTime,
  attachmentIds: z.array(z.string()),
  /** The files' names and sizes, so a thread lists them without a call per message. */
  attachments: z.array(ZAttachmentSchema),
});
export type InteractionMessage = z.infer<typeof ZInteractionMessageSchema>;

/** A thread as lists show it: no messages, the last one's excerpt and the viewer's unread count. */
export const ZInteractionSchema = z.object({
  id: z.string(),
  subject: z.string(),
  topic: ZInteractionTopic,
  relatedId: z.string().nullable(),
  relatedLabel: z.string().nullable(),
  unitName: z.string(),
  state: ZInteractionState,
  createdAt: ZAnswerDateTime,
  lastMessageAt: ZAnswerDateTime,
  /** Messages of the other side the viewer's side has not read yet. */
  unread: z.number().int(),
  lastSide: ZInteractionSide,
  excerpt: z.string(),
});
export type Interaction = z.infer<typeof ZInteractionSchema>;

export const ZInteractionDetailSchema = ZInteractionSchema.extend({ messages: z.array(ZInteractionMessageSchema) });
export type InteractionDetail = z.infer<typeof ZInteractionDetailSchema>;

export const ZInteractionMessageBodySchema = z.object({
  content: requiredText(2000, 'required', 'multiline'),
  attachmentIds: ZAttachmentIds,
});
export type InteractionMessageBody = z.input<typeof ZInteractionMessageBodySchema>;

/** A new thread: a record topic names its record (an application's or an equipment's id). */
export const ZInteractionBodySchema = z
  .object({
    subject: requiredText(100),
    topic: ZInteractionTopic.default('general'),
    relatedId: ZId.optional(),
    content: requiredText(2000, 'required', 'multiline'),
    attachmentIds: ZAttachmentIds,
  })
  .refine((body) => body.topic === 'general' || (body.relatedId ?? '') !== '', { message: message('required'), path: ['relatedId'] });
export type InteractionBody = z.input<typeof ZInteractionBodySchema>;

export const ZInteractionQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the subject, the related record's label, the unit name and the messages' text")),
  topic: ZInteractionTopic.optional().describe(exactFilter('topic')),
  unreadOnly: ZQueryFlag.describe('true: only conversations with messages the caller has not read yet; false or absent: all'),
});
export type InteractionQuery = z.input<typeof ZInteractionQuerySchema>;

export const ZInteractionDeskQuerySchema = ZPageQuery.extend({
  keyword: boundedText(100).optional().describe(keywordFilter("the subject, the related record's label, the unit name and the messages' text")),
  unitName: boundedText(100).optional().describe(containsFilter("unit's name")),
  state: ZInteractionState.optional().describe(exactFilter('state')),
  unreadOnly: ZQueryFlag.describe('true: only conversations with messages the caller has not read yet; false or absent: all'),
});
export type InteractionDeskQuery = z.input<typeof ZInteractionDeskQuerySchema>;

export const ZUnreadCountSchema = z.object({ count: z.number().int() });
