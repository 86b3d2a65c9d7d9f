import type { WireInteractionSide, WireInteractionState, WireInteractionTopic } from '@portal/legacy-protocol';
import { and, asc, count, desc, eq, exists, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attachments, interactionMessages, interactions, units, type InteractionMessageRow, type InteractionRow } from '../../db/schema';
import { wirePage, type Paging, type WirePage } from '../../http/paging';
import { contains } from '../../http/query-params';
import { ATTACHMENT_META, type AttachmentMeta } from '../attachments/store';

export const INTERACTION_BIZ_TYPE = 'interact';

export const INTERACTION_SORTABLE = {
  last_msg_date: interactions.lastMessageAt,
  create_date: interactions.createdAt,
  title: interactions.subject,
};

/**
 * Whose threads and from which side: the unit's own (`unitId`, side 企业) or every unit's for the
 * institute (`unitId` null, side 检验院). Unread are the other side's messages without `read_at`.
 */
export type InteractionViewer = { unitId: string; side: '企业' } | { unitId: null; side: '检验院' };

export type InteractionFilters = {
  keyword?: string;
  topic?: WireInteractionTopic;
  unitName?: string;
  state?: WireInteractionState;
  unreadOnly?: boolean;
};

const otherSide = (side: WireInteractionSide): WireInteractionSide => (side === '企业' ? '检验院' : '企业');

function unreadOf(viewer: InteractionViewer): SQL {
  return and(eq(interactionMessages.side, otherSide(viewer.side)), isNull(interactionMessages.readAt))!;
}

function conditions(db: Db, viewer: InteractionViewer, filters: InteractionFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [viewer.unitId === null ? undefined : eq(interactions.unitId, viewer.unitId)];
  if (filters.topic) where.push(eq(interactions.topic, filters.topic));
  if (filters.state) where.push(eq(interactions.state, filters.state));
  if (filters.unitName) where.push(contains(units.name, filters.unitName));
  if (filters.unreadOnly) {
    const unread = db
      .select({ id: interactionMessages.id })
      .from(interactionMessages)
      .where(and(eq(interactionMessages.interactionId, interactions.id), unreadOf(viewer)));
    where.push(exists(unread));
  }
  if (filters.keyword) {
    // A thread with a matching message counts as a match too.
    const said = db
      .select({ id: interactionMessages.id })
      .from(interactionMessages)
      .where(and(eq(interactionMessages.interactionId, interactions.id), contains(interactionMessages.content, filters.keyword)));
    where.push(or(contains(interactions.subject, filters.keyword), contains(interactions.relatedLabel, filters.keyword), contains(units.name, filters.keyword), exists(said)));
  }
  return and(...where);
}

export type LastMessage = Pick<InteractionMessageRow, 'side' | 'content'>;
export type InteractionListRow = { row: InteractionRow; unitName: string; unread: number; last: LastMessage | undefined };

async function summariesOf(db: Db, viewer: InteractionViewer, ids: readonly string[]) {
  const unread = new Map<string, number>();
  const last = new Map<string, LastMessage>();
  if (ids.length === 0) return { unread, last };
  const counted = await db
    .select({ id: interactionMessages.interactionId, value: count() })
    .from(interactionMessages)
    .where(and(inArray(interactionMessages.interactionId, [...ids]), unreadOf(viewer)))
    .groupBy(interactionMessages.interactionId);
  for (const { id, value } of counted) unread.set(id, value);
  const latest = await db
    .selectDistinctOn([interactionMessages.interactionId], { id: interactionMessages.interactionId, side: interactionMessages.side, content: interactionMessages.content })
    .from(interactionMessages)
    .where(inArray(interactionMessages.interactionId, [...ids]))
    .orderBy(interactionMessages.interactionId, desc(interactionMessages.sentAt), desc(interactionMessages.id));
  for (const { id, side, content } of latest) last.set(id, { side, content });
  return { unread, last };
}

export async function listInteractions(db: Db, viewer: InteractionViewer, filters: InteractionFilters, paging: Paging): Promise<WirePage<InteractionListRow>> {
  const where = conditions(db, viewer, filters);
  const [total] = await db.select({ value: count() }).from(interactions).innerJoin(units, eq(units.id, interactions.unitId)).where(where);
  const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(interactions.lastMessageAt)];
  const rows = await db
    .select({ row: interactions, unitName: units.name })
    .from(interactions)
    .innerJoin(units, eq(units.id, interactions.unitId))
    .where(where)
    .orderBy(...order, desc(interactions.id))
    .limit(paging.pageSize)
    .offset(paging.offset);
  const { unread, last } = await summariesOf(db, viewer, rows.map(({ row }) => row.id));
  return wirePage(
    paging,
    total?.value ?? 0,
    rows.map(({ row, unitName }) => ({ row, unitName, unread: unread.get(row.id) ?? 0, last: last.get(row.id) })),
  );
}

/** One thread the viewer may see: the unit's own, or any unit's for the institute. */
export async function findInteraction(db: Db, unitId: string | null, id: string): Promise<{ row: InteractionRow; unitName: string } | undefined> {
  if (id === '') return undefined;
  const [found] = await db
    .select({ row: interactions, unitName: units.name })
    .from(interactions)
    .innerJoin(units, eq(units.id, interactions.unitId))
    .where(and(eq(interactions.id, id), unitId === null ? undefined : eq(interactions.unitId, unitId)));
  return found;
}

export type ThreadMessage = { row: InteractionMessageRow; files: AttachmentMeta[] };

/** The thread's messages in order, each with the files still linked to it. */
export async function messagesOf(db: Db, id: string): Promise<ThreadMessage[]> {
  const rows = await db
    .select()
    .from(interactionMessages)
    .where(eq(interactionMessages.interactionId, id))
    .orderBy(asc(interactionMessages.sentAt), asc(interactionMessages.id));
  if (rows.length === 0) return [];
  const files = await db
    .select(ATTACHMENT_META)
    .from(attachments)
    .where(and(eq(attachments.refType, INTERACTION_BIZ_TYPE), inArray(attachments.refId, rows.map((row) => row.id))))
    .orderBy(asc(attachments.uploadedAt), asc(attachments.id));
  return rows.map((row) => ({ row, files: files.filter((file) => file.refId === row.id) }));
}

/** Opening a thread reads the other side's messages for the reader's side. */
export async function markRead(db: Db, id: string, reader: WireInteractionSide, now: Date): Promise<void> {
  await db
    .update(interactionMessages)
    .set({ readAt: now })
    .where(and(eq(interactionMessages.interactionId, id), ne(interactionMessages.side, reader), isNull(interactionMessages.readAt)));
}

/** The other side's messages the viewer's side has not read, over all its threads. */
export async function unreadCount(db: Db, viewer: InteractionViewer): Promise<number> {
  const [total] = await db
    .select({ value: count() })
    .from(interactionMessages)
    .innerJoin(interactions, eq(interactions.id, interactionMessages.interactionId))
    .where(and(viewer.unitId === null ? undefined : eq(interactions.unitId, viewer.unitId), unreadOf(viewer)));
  return total?.value ?? 0;
}
