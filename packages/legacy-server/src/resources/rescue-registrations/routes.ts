import { XLSX_MIME } from '@portal/contract';
import {
  contentDisposition,
  RESCUE_REGISTRATION_DATA_PATHS,
  RESCUE_REGISTRATION_MESSAGES,
  RESCUE_REGISTRATION_WIRE_PATHS,
  ZWireRescueRegistrationQuery,
  type WireAttachmentBizType,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { rescueRegistrations, type RescueRegistrationRow, type UserRow } from '../../db/schema';
import { loginRequired, savedNotice } from '../../http/answers';
import { failed, passed, type Checked } from '../../http/checked';
import { parsePaging } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { instantRange } from '../../http/query-params';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { NO_UNIT_MESSAGE, scopedUser, type ScopedUser } from '../../http/scope';
import { stoneFail } from '../../http/business-answers';
import { resolveSession } from '../../http/session-guard';
import { unitRoute } from '../../http/unit-route';
import { linkAttachments, listAttachments, scopeOf } from '../attachments/store';
import { rescueAnswer } from './answer';
import { unitElevator } from './elevators';
import { readRescueForm } from './form';
import { allRescues, findRescue, listRescues, RESCUE_SORTABLE, type RescueFilters } from './store';
import { rescueExportFileName, rescueWorkbook } from './workbook';

export const RESCUE_BIZ_TYPE: WireAttachmentBizType = 'eleRcsMain';
const QUERY_INVALID = '查询条件不正确';
const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

export function rescueFilters(params: WireParams): Checked<RescueFilters> {
  const parsed = ZWireRescueRegistrationQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const { keyword, registCode, alarmDateBegin, alarmDateEnd, overtime } = parsed.data;
  const alarm = instantRange(alarmDateBegin, alarmDateEnd);
  if (typeof alarm === 'string') return failed(alarm);
  return passed({
    ...(keyword ? { keyword } : {}),
    ...(registCode ? { registerCode: registCode } : {}),
    ...(overtime ? { overtime: overtime === '1' } : {}),
    alarm,
  });
}

async function attachmentIdsOf(db: Db, user: UserRow, id: string): Promise<string[]> {
  return (await listAttachments(db, scopeOf(user), RESCUE_BIZ_TYPE, id)).map((file) => file.id);
}

/** `save`: a new registration (no `id`) or a correction of the unit's own; elevators of the unit only. */
async function saveRescue(db: Db, { user, scope }: ScopedUser, params: WireParams, now: Date): Promise<Checked<RescueRegistrationRow>> {
  const unitId = scope.unitId!;
  const id = params.id?.trim() || undefined;
  if (id && !(await findRescue(db, unitId, id))) return failed(RESCUE_REGISTRATION_MESSAGES.notFound);
  const form = readRescueForm(params);
  if (!form.ok) return form;
  const { attachmentIds, ...fields } = form.value;
  const elevator = await unitElevator(db, unitId, fields.registCode);
  if (!elevator) return failed(RESCUE_REGISTRATION_MESSAGES.notElevator);
  const columns = {
    equipmentId: elevator.id,
    registerCode: fields.registCode,
    equipmentName: elevator.name,
    place: fields.rescuePlace,
    alarmAt: fields.alarmAt,
    reporter: fields.alarmPerson,
    reporterPhone: fields.alarmPhone,
    trappedCount: fields.trappedNum,
    arrivedAt: fields.arrivedAt,
    releasedAt: fields.releasedAt,
    rescuers: fields.rescuePerson,
    faultDescription: fields.faultDesc,
    faultCause: fields.faultReason || null,
    casualties: fields.casualty,
    result: fields.dealResult,
    updatedAt: now,
  };
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const rowId = id ?? newId();
      const [row] = id
        ? await tx.update(rescueRegistrations).set(columns).where(and(eq(rescueRegistrations.id, id), eq(rescueRegistrations.unitId, unitId))).returning()
        : await tx.insert(rescueRegistrations).values({ id: rowId, unitId, ...columns, createdBy: user.id, createdAt: now }).returning();
      if (!(await linkAttachments(tx, scopeOf(user), attachmentIds, RESCUE_BIZ_TYPE, rowId))) throw new Refusal(ATTACHMENT_FOREIGN);
      return row!;
    }),
  );
}

/**
 * `eleRcsMain`: the unit's elevator rescue registrations (`result` + `errorMsg`, payload under
 * `data`). Every call sees only the signed-in account's unit; institute staff own none.
 */
export function rescueRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = RESCUE_REGISTRATION_WIRE_PATHS;

  unitRoute(app, context, paths.list, async ({ scope }, params) => {
    if (!scope.unitId) return failed(NO_UNIT_MESSAGE);
    const paging = parsePaging(params, RESCUE_SORTABLE);
    if (typeof paging === 'string') return failed(paging);
    const filters = rescueFilters(params);
    if (!filters.ok) return filters;
    const page = await listRescues(db, scope.unitId, filters.value, paging);
    return passed({ ...page, list: page.list.map((row) => rescueAnswer(row)) });
  });

  unitRoute(app, context, paths.form, async ({ user, scope }, params) => {
    if (!scope.unitId) return failed(NO_UNIT_MESSAGE);
    const row = await findRescue(db, scope.unitId, params.id?.trim() ?? '');
    if (!row) return failed(RESCUE_REGISTRATION_MESSAGES.notFound);
    return passed(rescueAnswer(row, await attachmentIdsOf(db, user, row.id)));
  });

  unitRoute(
    app,
    context,
    paths.save,
    async (scoped, params) => {
      if (!scoped.scope.unitId) return failed(NO_UNIT_MESSAGE);
      const saved = await saveRescue(db, scoped, params, context.now());
      if (!saved.ok) return saved;
      return passed(rescueAnswer(saved.value, await attachmentIdsOf(db, scoped.user, saved.value.id)));
    },
    savedNotice,
  );

  // The data host's workbook of the filtered list (outside /a, where the session guard does not run).
  app.get(RESCUE_REGISTRATION_DATA_PATHS.export, async (request, reply) => {
    request.legacySession = await resolveSession(context, request);
    const scoped = await scopedUser(context, request);
    if (!scoped) return loginRequired();
    if (!scoped.scope.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const params = wireParams(request);
    const paging = parsePaging(params, RESCUE_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = rescueFilters(params);
    if (!filters.ok) return stoneFail(filters.message);
    const file = await rescueWorkbook(await allRescues(db, scoped.scope.unitId, filters.value, paging.orderBy));
    const day = scoped.scope.today.replaceAll('-', '');
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-length', String(file.length))
      .header('content-disposition', contentDisposition(rescueExportFileName(scoped.scope.today), `rescues_${day}.xlsx`))
      .send(file);
  });
}
