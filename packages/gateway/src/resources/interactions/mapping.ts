import {
  INTERACTION_SIDES,
  INTERACTION_STATES,
  INTERACTION_TOPICS,
  ZInteractionBodySchema,
  ZInteractionDeskQuerySchema,
  ZInteractionMessageBodySchema,
  ZInteractionQuerySchema,
  type Interaction,
  type InteractionDetail,
  type InteractionMessage,
} from '@portal/contract';
import {
  WIRE_INTERACTION_STATES,
  WIRE_INTERACTION_TOPICS,
  type QueryValue,
  type WireInteraction,
  type WireInteractionDetail,
  type WireInteractionFormFields,
  type WireInteractionMessage,
  type WireInteractionMessageFields,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { codeOf, labelFor, textOrNull, wirePagingOf } from '../../legacy/wire-values';
import { toAttachment } from '../attachments/mapping';

export const SORT_FIELDS = { lastMessageAt: 'lastMsgDate', createdAt: 'createDate', subject: 'title' } as const;

/** The wire's word of a contract code, from a list the wire spells the same as the contract's labels. */
function wireWord<W extends string>(words: readonly W[], label: string | undefined): W | undefined {
  return words.find((word) => word === label);
}

export function toInteraction(wire: WireInteraction): Interaction {
  return {
    id: wire.id,
    subject: wire.title,
    topic: codeOf(INTERACTION_TOPICS, wire.topicType, 'interaction topic'),
    relatedId: textOrNull(wire.relId),
    relatedLabel: textOrNull(wire.relName),
    unitName: wire.unitName ?? '',
    state: codeOf(INTERACTION_STATES, wire.status, 'interaction state'),
    createdAt: wire.createDate,
    lastMessageAt: wire.lastMsgDate,
    unread: wire.unreadNum,
    lastSide: codeOf(INTERACTION_SIDES, wire.lastSendType, 'interaction side'),
    excerpt: wire.lastContent ?? '',
  };
}

export function toInteractionMessage(wire: WireInteractionMessage): InteractionMessage {
  return {
    id: wire.id,
    side: codeOf(INTERACTION_SIDES, wire.sendType, 'interaction side'),
    author: wire.senderName ?? '',
    content: wire.content ?? '',
    sentAt: wire.sendDate,
    attachmentIds: wire.attachmentIds,
    attachments: wire.files.map(toAttachment),
  };
}

export function toInteractionDetail(wire: WireInteractionDetail): InteractionDetail {
  return { ...toInteraction(wire), messages: wire.msgs.map(toInteractionMessage) };
}

export type InteractionBodyValue = z.output<typeof ZInteractionBodySchema>;

export function toInteractionForm(body: InteractionBodyValue): WireInteractionFormFields {
  return {
    title: body.subject,
    topicType: wireWord(WIRE_INTERACTION_TOPICS, labelFor(INTERACTION_TOPICS, body.topic)) ?? '一般咨询',
    relId: body.topic === 'general' ? '' : (body.relatedId ?? ''),
    content: body.content,
    attachmentIds: body.attachmentIds,
  };
}

export type InteractionMessageBodyValue = z.output<typeof ZInteractionMessageBodySchema>;

export function toMessageForm(id: string, body: InteractionMessageBodyValue): WireInteractionMessageFields {
  return { id, content: body.content, attachmentIds: body.attachmentIds };
}

export type InteractionQueryValue = z.output<typeof ZInteractionQuerySchema>;
export type InteractionDeskQueryValue = z.output<typeof ZInteractionDeskQuerySchema>;

/** Either side's list query on the wire; undefined for a sort the platform does not offer. */
export function toInteractionListQuery(query: InteractionQueryValue | InteractionDeskQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort ?? 'lastMessageAt:desc', SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    topicType: 'topic' in query ? labelFor(INTERACTION_TOPICS, query.topic) : undefined,
    unitName: 'unitName' in query ? query.unitName : undefined,
    status: 'state' in query ? wireWord(WIRE_INTERACTION_STATES, labelFor(INTERACTION_STATES, query.state)) : undefined,
    unread: query.unreadOnly ? '1' : undefined,
  };
}
