import type { WireInteractionSide, WireInteractionState, WireInteractionTopic } from '@portal/legacy-protocol';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerRef, timestamps } from '../../db/columns';
import { users } from '../me/table';
import { units } from '../unit/table';

/** 互动留言: a thread between one unit and the institute, optionally about one record (migration 0013). */
export const interactions = pgTable(
  'interactions',
  {
    id: text('id').primaryKey(),
    unitId: text('unit_id')
      .notNull()
      .references(() => units.id),
    subject: text('subject').notNull(),
    topic: text('topic').$type<WireInteractionTopic>().notNull(),
    /** The record a record topic is about, and its label as it was when the thread began. */
    relatedId: text('related_id'),
    relatedLabel: text('related_label'),
    state: text('state').$type<WireInteractionState>().notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('interactions_unit_last_message_idx').on(table.unitId, table.lastMessageAt),
    index('interactions_last_message_idx').on(table.lastMessageAt),
  ],
);

/** One message of a thread; `read_at` is set when the other side first opens the thread after it. */
export const interactionMessages = pgTable(
  'interaction_messages',
  {
    id: text('id').primaryKey(),
    interactionId: ownerRef('interaction_id', () => interactions.id),
    side: text('side').$type<WireInteractionSide>().notNull(),
    author: text('author').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<string[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('interaction_messages_thread_sent_idx').on(table.interactionId, table.sentAt),
    index('interaction_messages_unread_idx').on(table.interactionId, table.side, table.readAt),
  ],
);

export type InteractionRow = typeof interactions.$inferSelect;
export type InteractionMessageRow = typeof interactionMessages.$inferSelect;
