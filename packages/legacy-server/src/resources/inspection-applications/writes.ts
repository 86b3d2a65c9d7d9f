import {
  INSPECTION_APPLICATION_MESSAGES,
  SMS_SEND_MESSAGES,
  WIRE_CANCELLABLE_INSPECTION_APPLICATION_STATES,
  WIRE_EDITABLE_INSPECTION_APPLICATION_STATES,
  type WireAttachmentBizType,
  type WireInspectionApplicationFormFields,
  type WireInspectionKind,
} from '@portal/legacy-protocol';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { columnsOfForm } from '../../http/wire-columns';
import { nextDayNumber } from '../../db/sequences';
import { equipment, type EquipmentRow, type UnitRow, type UserRow } from '../../db/schema';
import { linkAttachments, scopeOf } from '../attachments/store';
import { bookSmsSend } from '../sms-sends/ledger';
import { Refusal } from '../../http/refusal';
import { addDays } from '../../http/wire-date';
import { INSPECTION_APPLICATION_WIRE_COLUMNS } from './answer';
import { quoteFee } from './fees';
import { checkConstructionRecord, checkKindForm, constructionColumns, linkedFileIds, markMaterials } from './kind-forms';
import { checkPipelineUnits, checkPipelineUnitsOwned, pipelineUnitsOf } from './pipeline-units';
import { findApplication, openHolders } from './store';
import {
  inspectionApplicationItems,
  inspectionApplications,
  type InspectionApplicationRow,
  type NewInspectionApplicationItemRow,
} from './table';
import { addApplicationHistory, transitionApplication } from './transitions';

/** The attachments of an application are filed under its module's name. */
export const INSPECTION_APPLICATION_BIZ_TYPE: WireAttachmentBizType = 'appOnline';

/** A periodic inspection may be applied for this many days before the next inspection date (docs). */
export const PERIODIC_DUE_WINDOW_DAYS = 90;
/** How long an authorisation code of the public onlineApply page stays valid. */
export const AUTH_CODE_VALID_DAYS = 7;

export const CHECK_MESSAGES = {
  foreign: INSPECTION_APPLICATION_MESSAGES.equipmentForeign,
  notRegistered: '设备未在册（注册状态不是“在册”），不能申请定期检验',
  pipingOnly: '管道定期检验只能选择压力管道',
  pipingSeparate: '压力管道请通过“管道定期检验”申请',
  cancelledRegistration: '设备已注销，不能报检',
  gone: (state: string) => `设备${state}，不能报检`,
  held: (no: string, state: string) => `该设备已在报检申请 ${no}（${state}）中`,
  notDue: (next: string, days: number) => `下次检验日期为 ${next}，距今超过${days}天，暂不需要定期检验`,
} as const;

export type Actor = { user: UserRow; unit: UnitRow };

/** An application item's copy of an equipment file (kept as applied for, whatever the file becomes). */
export function itemOfFile(file: EquipmentRow) {
  return {
    equipmentId: file.id,
    categoryCode: file.categoryCode,
    subTypeCode: file.subTypeCode,
    registerCode: file.registerCode ?? '',
    deviceCode: file.deviceCode ?? '',
    equipmentName: file.name,
    model: file.model ?? '',
    usePlace: file.usePlace ?? '',
  };
}
export type CheckProblem = { equipmentId: string; registCode: string; reason: string };

const PIPING = '8000';

/**
 * checkOnline: whether each chosen piece of equipment may be applied for now, with one reason per
 * refused one. Another unit's (or a missing) id is refused as foreign; the rules by kind are in
 * docs/inspection-applications.md.
 */
export async function checkEquipment(
  db: Db,
  unitId: string,
  kind: WireInspectionKind,
  equipmentIds: readonly string[],
  today: string,
  exceptApplicationId?: string,
): Promise<{ rows: EquipmentRow[]; problems: CheckProblem[] }> {
  const unique = [...new Set(equipmentIds)];
  const rows = unique.length === 0 ? [] : await db.select().from(equipment).where(and(eq(equipment.unitId, unitId), inArray(equipment.id, unique)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const held = await openHolders(db, unique, exceptApplicationId);
  const dueBy = addDays(today, PERIODIC_DUE_WINDOW_DAYS);
  const problems: CheckProblem[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    const problem = (reason: string) => problems.push({ equipmentId: id, registCode: row?.registerCode ?? '', reason });
    if (!row) {
      problem(CHECK_MESSAGES.foreign);
      continue;
    }
    if (row.registerState === '注销') problem(CHECK_MESSAGES.cancelledRegistration);
    else if (['报废', '拆除', '迁出'].includes(row.useState)) problem(CHECK_MESSAGES.gone(row.useState));
    else if (kind === '管道定期检验' && row.categoryCode !== PIPING) problem(CHECK_MESSAGES.pipingOnly);
    else if (kind === '定期检验' && row.categoryCode === PIPING) problem(CHECK_MESSAGES.pipingSeparate);
    else if ((kind === '定期检验' || kind === '管道定期检验') && row.registerState !== '在册') problem(CHECK_MESSAGES.notRegistered);
    else if (held.has(id)) problem(CHECK_MESSAGES.held(held.get(id)!.applicationNo, held.get(id)!.state));
    else if ((kind === '定期检验' || kind === '管道定期检验') && row.nextCheckDate && row.nextCheckDate > dueBy) {
      problem(CHECK_MESSAGES.notDue(row.nextCheckDate, PERIODIC_DUE_WINDOW_DAYS));
    }
  }
  return { rows: unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), problems };
}

function columnsOf(fields: WireInspectionApplicationFormFields) {
  return {
    ...columnsOfForm(fields, INSPECTION_APPLICATION_WIRE_COLUMNS, ['areaCode', 'wishDate']),
    expressAddress: fields.reportPickup === '快递' ? fields.expressAddress : '',
    ...constructionColumns(fields),
  };
}

/** The items of the form, from the unit's files (checked) and the new equipment, each with its quoted fee. */
async function itemsOfForm(
  db: Db,
  unitId: string,
  fields: WireInspectionApplicationFormFields,
  today: string,
  exceptApplicationId: string | undefined,
): Promise<{ items: Omit<NewInspectionApplicationItemRow, 'id' | 'applicationId'>[]; total: number }> {
  const checked = await checkEquipment(db, unitId, fields.checkType, fields.equipmentIds, today, exceptApplicationId);
  const foreign = checked.problems.find((problem) => problem.reason === CHECK_MESSAGES.foreign);
  if (foreign) throw new Refusal(CHECK_MESSAGES.foreign);
  if (fields.isCommit && checked.problems.length > 0) {
    const first = checked.problems[0]!;
    throw new Refusal(`${first.registCode || first.equipmentId}：${first.reason}`);
  }
  const onFile = checked.rows.map((row) => ({ ...itemOfFile(row), params: row.params, pipelineUnits: pipelineUnitsOf(fields, row.id) }));
  const fresh = fields.newEquipment.map((item) => ({
    equipmentId: null,
    categoryCode: item.equCategory,
    subTypeCode: item.equType,
    registerCode: '',
    deviceCode: item.equCode,
    equipmentName: item.equName,
    model: item.equModel,
    usePlace: item.usePlace,
    params: null,
    pipelineUnits: [],
  }));
  const all = [...onFile, ...fresh];
  const quote = await quoteFee(db, { kind: fields.checkType, urgent: fields.urgent, items: all });
  const items = all.map(({ params: _params, ...item }, position) => ({
    ...item,
    position,
    fee: quote.items[position]!.fee,
    feeBreakdown: quote.items[position]!.breakdown,
  }));
  return { items, total: quote.total };
}

async function replaceItems(db: Db, applicationId: string, items: Omit<NewInspectionApplicationItemRow, 'id' | 'applicationId'>[]) {
  await db.delete(inspectionApplicationItems).where(eq(inspectionApplicationItems.applicationId, applicationId));
  if (items.length > 0) await db.insert(inspectionApplicationItems).values(items.map((item) => ({ ...item, id: newId(), applicationId })));
}

export type SaveRequest = {
  unitId: string;
  /** Whose name the history records; a session user links attachments, the public page cannot. */
  operator: string;
  user?: UserRow;
  fields: WireInspectionApplicationFormFields;
  now: Date;
  today: string;
};

/**
 * appOnline/save: a new application or an edit of a draft or returned one (`id`), as a draft or
 * (isCommit) submitted: the equipment checked (checkOnline's rules on a submit), the fee quoted into
 * the items and `fee_total`, attachments linked, a history row written. Throws Refusal.
 */
export async function saveApplication(db: Db, request: SaveRequest, id?: string): Promise<InspectionApplicationRow> {
  const { unitId, operator, user, fields, now, today } = request;
  return db.transaction(async (tx) => {
    let current: InspectionApplicationRow | null = null;
    if (id !== undefined) {
      current = await findApplication(tx, unitId, id);
      if (!current) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notFound);
      if (!WIRE_EDITABLE_INSPECTION_APPLICATION_STATES.includes(current.state)) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notEditable);
      // Lock the row: two saves of one application run one after the other.
      await tx.execute(sql`SELECT id FROM inspection_applications WHERE id = ${id} FOR UPDATE`);
    }
    const { items, total } = await itemsOfForm(tx, unitId, fields, today, id);
    await checkConstructionRecord(tx, unitId, fields);
    await checkPipelineUnitsOwned(tx, unitId, fields);
    const applicationId = id ?? newId();
    if (current === null) {
      await tx.insert(inspectionApplications).values({
        id: applicationId,
        unitId,
        // 报检 + day + a sequence: the platform's onlinelsh.
        applicationNo: await nextDayNumber(tx, 'inspection_application_no_seq', 'BJ', now),
        state: '草稿',
        ...columnsOf(fields),
        feeTotal: total,
        createdBy: user?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
    } else {
      await tx.update(inspectionApplications).set({ ...columnsOf(fields), feeTotal: total, updatedAt: now }).where(eq(inspectionApplications.id, applicationId));
    }
    await replaceItems(tx, applicationId, items);
    const fileIds = linkedFileIds(fields);
    if (user && !(await linkAttachments(tx, scopeOf(user), fileIds, INSPECTION_APPLICATION_BIZ_TYPE, applicationId))) {
      throw new Refusal(INSPECTION_APPLICATION_MESSAGES.attachmentForeign);
    }
    if (!user && fileIds.length > 0) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.attachmentForeign);
    await markMaterials(tx, applicationId, fields);
    if (fields.isCommit) {
      checkPipelineUnits(fields, items);
      const categories = items.map((item) => item.categoryCode);
      await checkKindForm(tx, { id: applicationId, ...constructionColumns(fields) }, fields, categories, INSPECTION_APPLICATION_BIZ_TYPE);
      const remark = current?.state === '退回' ? '修改后重新提交' : '提交申请';
      return transitionApplication(tx, { id: applicationId, to: '已提交', operator, remark, now });
    }
    if (current === null) await addApplicationHistory(tx, { applicationId, state: '草稿', operator, remark: '保存草稿', now });
    const [row] = await tx.select().from(inspectionApplications).where(eq(inspectionApplications.id, applicationId));
    return row!;
  });
}

/** appOnline/cancel: the unit withdraws an application not yet paid. */
export async function cancelApplication(db: Db, actor: Actor, id: string, reason: string, now: Date): Promise<InspectionApplicationRow> {
  const current = await findApplication(db, actor.unit.id, id);
  if (!current) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notFound);
  if (!WIRE_CANCELLABLE_INSPECTION_APPLICATION_STATES.includes(current.state)) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notCancellable);
  return transitionApplication(db, { id, to: '已取消', operator: actor.user.name, remark: reason || '申请单位取消', now, unitId: actor.unit.id });
}

/**
 * appOnline/authCode: a fresh code (the old one dies) for a draft or returned application, valid
 * AUTH_CODE_VALID_DAYS; 24 random bytes, base64url. The link goes to the site contact by SMS, so it
 * is booked first against the caps on texts sent on a user's behalf (sms-sends/ledger.ts): one per
 * application every two minutes, a day's share per account, unit and number.
 */
export async function issueAuthCode(db: Db, actor: { userId: string; unitId: string }, id: string, now: Date): Promise<InspectionApplicationRow> {
  const current = await findApplication(db, actor.unitId, id);
  if (!current) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.notFound);
  if (!WIRE_EDITABLE_INSPECTION_APPLICATION_STATES.includes(current.state)) throw new Refusal(INSPECTION_APPLICATION_MESSAGES.authCodeNotAllowed);
  if (current.siteContactMobile) {
    const refused = await bookSmsSend(db, { purpose: 'auth-link', mobile: current.siteContactMobile, unitId: actor.unitId, userId: actor.userId, recordId: id, now });
    if (refused) throw new Refusal(refused.reason === 'cooldown' ? SMS_SEND_MESSAGES.authLinkCooldown : SMS_SEND_MESSAGES.dailyCap);
  }
  const [row] = await db
    .update(inspectionApplications)
    .set({
      authCode: randomBytes(24).toString('base64url'),
      authCodeExpiresAt: new Date(now.getTime() + AUTH_CODE_VALID_DAYS * 24 * 3600 * 1000),
      updatedAt: now,
    })
    .where(eq(inspectionApplications.id, id))
    .returning();
  return row!;
}
