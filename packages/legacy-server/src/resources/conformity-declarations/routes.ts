import { ACCESS } from '@portal/contract';
import {
  CONFORMITY_DECLARATION_MESSAGES,
  CONFORMITY_DECLARATION_PRINT_PATHS,
  CONFORMITY_DECLARATION_WIRE_PATHS,
  CONFORMITY_STATE_WORDS,
  contentDisposition,
  ZWireConformityDeclarationQuery,
} from '@portal/legacy-protocol';
import { and, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import type { AppContext } from '../../app-context';
import { newId } from '../../db/ids';
import { formatWireDateTime } from '../../http/wire-date';
import { equipment, units, type UserRow } from '../../db/schema';
import { loginRequired } from '../../http/answers';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { listPage } from '../../http/paged-list';
import { likePattern, parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { holdsAccess } from '../../http/role-access';
import { hostScopedUser } from '../../http/host-request';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { userRoutes } from '../../http/user-route';
import { ELEVATOR_CATEGORY } from '../elevator-use-signs/store';
import { declarationPdf } from './pdf';
import { conformityDeclarations, type ConformityDeclarationRow } from './table';
import { QUERY_INVALID } from '../../http/query-params';

const FORM_INVALID = '填写内容不正确';
const NO_ACCESS = '无权访问';
const SORTABLE = {
  year: conformityDeclarations.year,
  register_code: conformityDeclarations.registerCode,
  declared_at: conformityDeclarations.declaredAt,
  updated_at: conformityDeclarations.updatedAt,
};

const ZSaveForm = z.object({
  equipmentId: z.string().trim().min(1).max(64),
  year: z.string().regex(/^\d{4}$/),
  maintUnit: z.string().trim().min(1).max(100),
  selfCheckDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  conforms: z.enum(['0', '1', 'true', 'false']),
  declarant: z.string().trim().min(1).max(50),
  remark: z.string().max(1000).optional(),
  attachmentIds: z.string().max(4000).optional(),
});

export function declarationAnswer(row: ConformityDeclarationRow) {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    registCode: row.registerCode,
    equName: row.equipmentName,
    year: row.year,
    maintUnit: row.maintenanceUnit,
    selfCheckDate: row.selfCheckDate,
    conforms: row.conforms ? 1 : 0,
    declarant: row.declarant,
    declareDate: row.declaredAt ? formatWireDateTime(row.declaredAt) : null,
    status: row.state,
    opinion: row.opinion,
    remark: row.remark,
    attachmentIds: row.attachmentIds.join(','),
  };
}

function conditions(unitId: string, filters: { keyword?: string; year?: number; state?: string }): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(conformityDeclarations.unitId, unitId)];
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword);
    where.push(or(ilike(conformityDeclarations.registerCode, pattern), ilike(conformityDeclarations.equipmentName, pattern), ilike(conformityDeclarations.declarant, pattern)));
  }
  if (filters.year) where.push(eq(conformityDeclarations.year, filters.year));
  if (filters.state) where.push(eq(conformityDeclarations.state, filters.state));
  return and(...where);
}

async function findDeclaration(context: AppContext, unitId: string, id: string): Promise<ConformityDeclarationRow | null> {
  const [row] = await context.db
    .select()
    .from(conformityDeclarations)
    .where(and(eq(conformityDeclarations.id, id), eq(conformityDeclarations.unitId, unitId)));
  return row ?? null;
}

/** 电梯符合性声明_<code>_<year>.pdf */
export function declarationFileName(row: Pick<ConformityDeclarationRow, 'registerCode' | 'year'>): string {
  return `电梯符合性声明_${row.registerCode}_${row.year}.pdf`;
}

/**
 * `elevator/compliance`: the unit's conformity declarations of its elevators (list, detail, save =
 * sign with a typed name and submit) and their PDF on the print host. Another unit's declaration or
 * elevator, or a non-elevator, is refused as not found.
 */
export function conformityDeclarationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const guard = async (user: UserRow): Promise<string | null> => {
    if (!user.unitId) return NO_UNIT_MESSAGE;
    return (await holdsAccess(db, user, ACCESS.elevatorCompliance)) ? null : NO_ACCESS;
  };

  const list = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    const refused = await guard(user);
    if (refused || !user.unitId) return stoneFail(refused ?? NO_UNIT_MESSAGE);
    const paging = parsePaging(params, SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const parsed = ZWireConformityDeclarationQuery.safeParse(params);
    if (!parsed.success) return stoneFail(QUERY_INVALID);
    const { keyword, year, status } = parsed.data;
    const order = paging.orderBy.length > 0 ? paging.orderBy : [desc(conformityDeclarations.updatedAt)];
    const page = await listPage(
      db,
      conformityDeclarations,
      db.select().from(conformityDeclarations).$dynamic(),
      conditions(user.unitId, { ...(keyword?.trim() ? { keyword: keyword.trim() } : {}), ...(year ? { year: Number(year) } : {}), ...(status ? { state: status } : {}) }),
      { ...paging, orderBy: [...order, desc(conformityDeclarations.id)] },
      declarationAnswer,
    );
    return stoneOk(page);
  };

  const detail = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    const refused = await guard(user);
    if (refused || !user.unitId) return stoneFail(refused ?? NO_UNIT_MESSAGE);
    const row = await findDeclaration(context, user.unitId, (params.id ?? '').trim());
    return row ? stoneOk(declarationAnswer(row)) : stoneFail(CONFORMITY_DECLARATION_MESSAGES.notFound);
  };

  const save = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    const refused = await guard(user);
    if (refused || !user.unitId) return stoneFail(refused ?? NO_UNIT_MESSAGE);
    const parsed = ZSaveForm.safeParse(params);
    if (!parsed.success) return stoneFail(FORM_INVALID);
    const form = parsed.data;
    const [lift] = await db
      .select()
      .from(equipment)
      .where(and(eq(equipment.id, form.equipmentId), eq(equipment.unitId, user.unitId), eq(equipment.categoryCode, ELEVATOR_CATEGORY), isNotNull(equipment.registerCode)));
    if (!lift) return stoneFail(CONFORMITY_DECLARATION_MESSAGES.notElevator);
    const year = Number(form.year);
    const [existing] = await db
      .select({ id: conformityDeclarations.id })
      .from(conformityDeclarations)
      .where(and(eq(conformityDeclarations.equipmentId, lift.id), eq(conformityDeclarations.year, year)));
    if (existing) return stoneFail(CONFORMITY_DECLARATION_MESSAGES.duplicate);
    const now = context.now();
    const [row] = await db
      .insert(conformityDeclarations)
      .values({
        id: newId(),
        unitId: user.unitId,
        equipmentId: lift.id,
        registerCode: lift.registerCode ?? '',
        equipmentName: lift.name,
        year,
        maintenanceUnit: form.maintUnit,
        selfCheckDate: form.selfCheckDate,
        conforms: form.conforms === '1' || form.conforms === 'true',
        declarant: form.declarant,
        declaredAt: now,
        state: CONFORMITY_STATE_WORDS.submitted,
        remark: form.remark ?? '',
        attachmentIds: (form.attachmentIds ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''),
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    return row ? stoneOk(declarationAnswer(row)) : stoneFail(CONFORMITY_DECLARATION_MESSAGES.duplicate);
  };

  userRoutes(app, context, [
    [CONFORMITY_DECLARATION_WIRE_PATHS.list, list],
    [CONFORMITY_DECLARATION_WIRE_PATHS.detail, detail],
    [CONFORMITY_DECLARATION_WIRE_PATHS.save, save],
  ]);

  app.get(`${CONFORMITY_DECLARATION_PRINT_PATHS.file}/:id`, async (request, reply) => {
    const scoped = await hostScopedUser(context, request);
    if (!scoped) return loginRequired();
    const refused = await guard(scoped.user);
    if (refused || !scoped.scope.unitId) return stoneFail(refused ?? NO_UNIT_MESSAGE);
    const row = await findDeclaration(context, scoped.scope.unitId, (request.params as { id: string }).id);
    if (!row) return stoneFail(CONFORMITY_DECLARATION_MESSAGES.notFound);
    const [unit] = await db.select({ name: units.name }).from(units).where(eq(units.id, row.unitId));
    const pdf = await declarationPdf(row, unit?.name ?? '');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(declarationFileName(row), `conformity_declaration_${row.id}.pdf`))
      .send(pdf);
  });
}

