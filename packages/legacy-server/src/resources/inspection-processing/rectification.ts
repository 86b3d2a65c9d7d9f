import { INSPECTION_APPLICATION_MESSAGES, type WireAttachmentBizType } from '@portal/legacy-protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { addDays, formatWireDate } from '../../http/wire-date';
import { linkAttachments, scopeOf } from '../attachments/store';
import { findApplication } from '../inspection-applications/store';
import type { InspectionApplicationRow } from '../inspection-applications/table';
import { transitionApplication } from '../inspection-applications/transitions';
import type { Actor } from '../inspection-applications/writes';
import { inspectionRectifications, type InspectionRectificationRow } from './table';

/**
 * The opinion-notice branch (docs/inspection-processing.md): a failed first result sets the
 * rectification deadline; the unit answers with what it put right and the files that show it
 * (整改反馈); the institute then re-inspects.
 */

/** The rectification's files are filed under their own module name, apart from the application's. */
export const RECTIFICATION_BIZ_TYPE: WireAttachmentBizType = 'appOnlineRectify';

/** The deadline given when a notice has none on record (a notice written before deadlines were kept). */
const DEFAULT_RECTIFY_DAYS = 30;

export async function rectificationOf(db: Db, applicationId: string): Promise<InspectionRectificationRow | null> {
  const [row] = await db.select().from(inspectionRectifications).where(eq(inspectionRectifications.applicationId, applicationId));
  return row ?? null;
}

/** A (new) opinion notice: the deadline, and no rectification yet. */
export async function openRectification(db: Db, applicationId: string, deadline: string, now: Date): Promise<void> {
  const fresh = { deadline, content: null, submittedAt: null, submittedBy: null, updatedAt: now };
  await db
    .insert(inspectionRectifications)
    .values({ applicationId, ...fresh })
    .onConflictDoUpdate({ target: inspectionRectifications.applicationId, set: fresh });
}

export type RectificationForm = { id: string; content: string; attachmentIds: readonly string[] };

/**
 * appOnline/rectify: the unit's answer to the opinion notice of one of its applications, which
 * moves it 意见通知书 → 整改反馈; the files are linked to it in the same transaction, so a foreign
 * file refuses the whole answer. Throws Refusal.
 */
export async function submitRectification(db: Db, actor: Actor, form: RectificationForm, now: Date): Promise<InspectionApplicationRow> {
  return db.transaction(async (tx) => {
    const current = await findApplication(tx, actor.unit.id, form.id);
    if (!current) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notFound);
    if (current.state !== '意见通知书') throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notRectifiable);
    const excerpt = Array.from(form.content).slice(0, 60).join('');
    const moved = await transitionApplication(tx, {
      id: form.id,
      to: '整改反馈',
      operator: actor.user.name,
      remark: `提交整改反馈：${excerpt}${excerpt.length < form.content.length ? '…' : ''}`,
      now,
      unitId: actor.unit.id,
    });
    if (!(await linkAttachments(tx, scopeOf(actor.user), form.attachmentIds, RECTIFICATION_BIZ_TYPE, form.id))) {
      throw new Refusal(INSPECTION_APPLICATION_MESSAGES.attachmentForeign);
    }
    const answered = { content: form.content, submittedAt: now, submittedBy: actor.user.name, updatedAt: now };
    await tx
      .insert(inspectionRectifications)
      .values({ applicationId: form.id, deadline: addDays(formatWireDate(now), DEFAULT_RECTIFY_DAYS), ...answered })
      .onConflictDoUpdate({ target: inspectionRectifications.applicationId, set: answered });
    return moved;
  });
}
