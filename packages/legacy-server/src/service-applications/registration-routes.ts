import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { loginRequired, savedNotice } from '../http/answers';
import { stoneFail } from '../http/business-answers';
import { failed, passed, type Checked } from '../http/checked';
import { parsePaging } from '../http/paging';
import { wireParams, type WireParams } from '../http/params';
import { Refusal, refusalsAsFailures } from '../http/refusal';
import { hostScopedUser } from '../http/host-request';
import { sendWorkbookFile } from '../workbook/reply';
import { NO_UNIT_MESSAGE, type ScopedUser } from '../http/scope';
import { ownUnitRoute, unitRoute } from '../http/unit-route';
import { linkAttachments, listAttachments, scopeOf } from '../resources/attachments/store';
import type { RegistrationFilters, RegistrationFormFields, ServiceRegistrationKind } from './registration-kind';
import { allRegistrations, findRegistration, listRegistrations, unitElevator } from './registration-store';
import type { ServiceRegistrationTable } from './registration-tables';
import { exportFileName, writeRegistrationWorkbook } from './registration-workbook';

const ATTACHMENT_FOREIGN = '附件不存在、不属于本单位或已关联其他业务';

/**
 * The routes every registration kind has (`result` + `errorMsg`, payload under `data`): the unit's
 * `listData`, `form` and `save`, and the data host's workbook of the filtered list. Every call sees
 * only the signed-in account's unit; institute staff own none.
 */
export function serviceRegistrationRoutes<T extends ServiceRegistrationTable, F extends RegistrationFormFields, Q extends RegistrationFilters>(
  app: FastifyInstance,
  context: AppContext,
  kind: ServiceRegistrationKind<T, F, Q>,
): void {
  const { db } = context;
  const { paths, messages } = kind;
  const table: ServiceRegistrationTable = kind.table;

  const attachmentIdsOf = async (db: Db, user: UserRow, id: string) => (await listAttachments(db, scopeOf(user), kind.bizType, id)).map((file) => file.id);

  /** `save`: a new registration (no `id`) or a correction of the unit's own; elevators of the unit only. */
  const save = async ({ user }: ScopedUser, unitId: string, params: WireParams, now: Date): Promise<Checked<{ id: string }>> => {
    const id = params.id?.trim() || undefined;
    if (id && !(await findRegistration(db, kind, unitId, id))) return failed(messages.notFound);
    const form = kind.readForm(params);
    if (!form.ok) return form;
    const elevator = await unitElevator(db, unitId, form.value.registCode);
    if (!elevator) return failed(messages.notElevator);
    const columns = { ...kind.columnsOf(form.value), equipmentId: elevator.id, registerCode: form.value.registCode, equipmentName: elevator.name, updatedAt: now };
    return refusalsAsFailures(() =>
      db.transaction(async (tx) => {
        const rowId = id ?? newId();
        if (id) await tx.update(table).set(columns).where(and(eq(table.id, id), eq(table.unitId, unitId)));
        else await tx.insert(table).values({ ...columns, id: rowId, unitId, createdBy: user.id, createdAt: now });
        if (!(await linkAttachments(tx, scopeOf(user), form.value.attachmentIds, kind.bizType, rowId))) throw new Refusal(ATTACHMENT_FOREIGN);
        return { id: rowId };
      }),
    );
  };

  const read = async (user: UserRow, unitId: string, id: string) => {
    const row = await findRegistration(db, kind, unitId, id);
    return row ? passed(kind.answer(row, await attachmentIdsOf(db, user, row.id))) : failed(messages.notFound);
  };

  ownUnitRoute(app, context, paths.list, async (_user, unitId, params) => {
    const paging = parsePaging(params, kind.sortable);
    if (typeof paging === 'string') return failed(paging);
    const filters = kind.readFilters(params);
    if (!filters.ok) return filters;
    const page = await listRegistrations(db, kind, unitId, filters.value, paging);
    return passed({ ...page, list: page.list.map((row) => kind.answer(row, [])) });
  });

  ownUnitRoute(app, context, paths.form, async (user, unitId, params) => read(user, unitId, params.id?.trim() ?? ''));

  unitRoute(
    app,
    context,
    paths.save,
    async (scoped, params) => {
      const unitId = scoped.scope.unitId;
      if (!unitId) return failed(NO_UNIT_MESSAGE);
      const saved = await save(scoped, unitId, params, context.now());
      return saved.ok ? read(scoped.user, unitId, saved.value.id) : saved;
    },
    savedNotice,
  );

  // The data host's workbook of the filtered list (outside /a, where the session guard does not run).
  app.get(kind.workbook.path, async (request, reply) => {
    const scoped = await hostScopedUser(context, request);
    if (!scoped) return loginRequired();
    if (!scoped.scope.unitId) return stoneFail(NO_UNIT_MESSAGE);
    const params = wireParams(request);
    const paging = parsePaging(params, kind.sortable);
    if (typeof paging === 'string') return stoneFail(paging);
    const filters = kind.readFilters(params);
    if (!filters.ok) return stoneFail(filters.message);
    const { title, columns, asciiName } = kind.workbook;
    const file = await writeRegistrationWorkbook(title, columns, await allRegistrations(db, kind, scoped.scope.unitId, filters.value, paging.orderBy));
    const day = scoped.scope.today.replaceAll('-', '');
    return sendWorkbookFile(reply, file, exportFileName(title, scoped.scope.today), `${asciiName}_${day}.xlsx`);
  });
}
