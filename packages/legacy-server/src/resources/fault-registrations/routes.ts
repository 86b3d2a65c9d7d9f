import { XLSX_MIME } from '@portal/contract';
import {
  contentDisposition,
  FAULT_REGISTRATION_DATA_PATHS,
  FAULT_REGISTRATION_MESSAGES,
  FAULT_REGISTRATION_WIRE_PATHS,
  RESCUE_REGISTRATION_MESSAGES,
  ZWireFaultRegistrationQuery,
  type WireAttachmentBizType,
} from '@portal/legacy-protocol';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { newId } from '../../db/ids';
import { faultRegistrations, type FaultRegistrationRow, type UserRow } from '../../db/schema';
import { loginRequired, savedNotice } from '../../http/answers';
import { stoneFail } from '../../http/business-answers';
import { failed, passed, type Checked } from '../../http/checked';
import { parsePaging } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { instantRange } from '../../http/query-params';
import { Refusal, refusalsAsFailures } from '../../http/refusal';
import { NO_UNIT_MESSAGE, scopedUser, type ScopedUser } from '../../http/scope';
import { resolveSession } from '../../http/session-guard';
import { unitRoute } from '../../http/unit-route';
import { linkAttachments, listAttachments, scopeOf } from '../attachments/store';
import { unitElevator } from '../rescue-registrations/elevators';
import { faultAnswer } from './answer';
import { readFaultForm } from './form';
import { allFaults, FAULT_SORTABLE, findFault, listFaults, type FaultFilters } from './store';
import { faultExportFileName, faultWorkbook } from './workbook';

export const FAULT_BIZ_TYPE: WireAttachmentBizType = 'eleFaultMain';
const QUERY_INVALID = '查询条件不正确';
const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

export function faultFilters(params: WireParams): Checked<FaultFilters> {
  const parsed = ZWireFaultRegistrationQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const { keyword, registCode, faultDateBegin, faultDateEnd } = parsed.data;
  const fault = instantRange(faultDateBegin, faultDateEnd);
  if (typeof fault === 'string') return failed(fault);
  return passed({ ...(keyword ? { keyword } : {}), ...(registCode ? { registerCode: registCode } : {}), fault });
}

async function attachmentIdsOf(db: Db, user: UserRow, id: string): Promise<string[]> {
  return (await listAttachments(db, scopeOf(user), FAULT_BIZ_TYPE, id)).map((file) => file.id);
}

async function saveFault(db: Db, { user, scope }: ScopedUser, params: WireParams, now: Date): Promise<Checked<FaultRegistrationRow>> {
  const unitId = scope.unitId!;
  const id = params.id?.trim() || undefined;
  if (id && !(await findFault(db, unitId, id))) return failed(FAULT_REGISTRATION_MESSAGES.notFound);
  const form = readFaultForm(params);
  if (!form.ok) return form;
  const { attachmentIds, ...fields } = form.value;
  const elevator = await unitElevator(db, unitId, fields.registCode);
  if (!elevator) return failed(RESCUE_REGISTRATION_MESSAGES.notElevator);
  const columns = {
    equipmentId: elevator.id,
    registerCode: fields.registCode,
    equipmentName: elevator.name,
    place: fields.faultPlace,
    faultAt: fields.faultAt,
    faultDescription: fields.faultDesc,
    faultCause: fields.faultReason || null,
    handling: fields.dealMeasure,
    recoveredAt: fields.recoveredAt,
    handler: fields.dealPerson,
    updatedAt: now,
  };
  return refusalsAsFailures(() =>
    db.transaction(async (tx) => {
      const rowId = id ?? newId();
      const [row] = id
        ? await tx.update(faultRegistrations).set(columns).where(and(eq(faultRegistrations.id, id), eq(faultRegistrations.unitId, unitId))).returning()
        : await tx.insert(faultRegistrations).values({ id: rowId, unitId, ...columns, createdBy: user.id, createdAt: now }).returning();
      if (!(await linkAttachments(tx, scopeOf(user), attachmentIds, FAULT_BIZ_TYPE, rowId))) throw new Refusal(ATTACHMENT_FOREIGN);
      return row!;
    }),
  );
}

/** `eleFaultMain`: the unit's elevator fault registrations, shaped like `eleRcsMain`. */
export function faultRegistrationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = FAULT_REGISTRATION_WIRE_PATHS;

  unitRoute(app, context, paths.list, async ({ scope }, params) => {
    if (!scope.unitId) return failed(NO_UNIT_MESSAGE);
    const paging = parsePaging(params, FAULT_SORTABLE);
    if (typeof paging === 'string') return failed(paging);
    const filters = faultFilters(params);
    if (!filters.ok) return filters;
    const page = await listFaults(db, scope.unitId, filters.value, paging);
    return passed({ ...page, list: page.list.map((row) => faultAnswer(row)) });
  });

  unitRoute(app, context, paths.form, async ({ user, scope }, params) => {
    if (!scope.unitId) return failed(NO_UNIT_MESSAGE);
    const row = await findFault(db, scope.unitId, params.id?.trim() ?? '');
    if (!row) return failed(FAULT_REGISTRATION_MESSAGES.notFound);
    return passed(faultAnswer(row, await attachmentIdsOf(db, user, row.id)));
  });

  unitRoute(
    app,
    context,
    paths.save,
    async (scoped, params) => {
      if (!scoped.scope.unitId) return failed(NO_UNIT_MESSAGE);
      const saved = await saveFault(db, scoped, params, context.now());
      if (!saved.ok) return saved;
      return passed(faultAnswer(saved.value, await attachmentIdsOf(db, scoped.user, saved.value.id)));
    },
    savedNotice,
  );

  // The data host's workbook of the filtered list (outside /a, where the session guard does not run).
  app.get(FAULT_REGISTRATION_DATA_PATHS.export, async (request, reply) => {
    request.legacySession = await resolveSession(context, request);
    const scoped = await scopedUser(context, request);
    if (!scoped) return loginRequired();
    if (!scoped.scope.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const params = wireParams(request);
    const paging = parsePaging(params, FAULT_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = faultFilters(params);
    if (!filters.ok) return stoneFail(filters.message);
    const file = await faultWorkbook(await allFaults(db, scoped.scope.unitId, filters.value, paging.orderBy));
    const day = scoped.scope.today.replaceAll('-', '');
    return reply
      .header('content-type', XLSX_MIME)
      .header('content-length', String(file.length))
      .header('content-disposition', contentDisposition(faultExportFileName(scoped.scope.today), `faults_${day}.xlsx`))
      .send(file);
  });
}
