import {
  contentDisposition,
  ELEVATOR_USE_SIGN_MAX_BATCH,
  ELEVATOR_USE_SIGN_MESSAGES,
  ELEVATOR_USE_SIGN_PRINT_PATHS,
  ELEVATOR_USE_SIGN_WIRE_PATHS,
  ZWireElevatorUseSignQuery,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { ACCESS } from '@portal/contract';
import { loginRequired } from '../../http/answers';
import { stoneFail, stoneOk, type StoneAnswer } from '../../http/business-answers';
import { GET_OR_POST } from '../../http/methods';
import { parsePaging } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { holdsAccess } from '../../http/role-access';
import { hostScopedUser } from '../../http/host-request';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { userRoutes } from '../../http/user-route';
import { units, type UserRow } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { formatWireDate } from '../../http/wire-date';
import { statusUrlOf, useSignsFileName, useSignsPdf } from './sign-pdf';
import { findElevatorByStatusCode, findUnitElevators, listUseSigns, USE_SIGN_SORTABLE, useSignOf, type UseSign } from './store';
import { QUERY_INVALID } from '../../http/query-params';
import { portalOriginOf } from '../../http/portal-origin';

const NO_ACCESS = '无权访问';
const STATUS_CODE = /^[0-9a-f]{24}$/;

function signAnswer(sign: UseSign, origin: string) {
  return {
    id: sign.id,
    equCategoryName: sign.categoryName,
    equTypeName: sign.subTypeName,
    useUnitName: sign.unitName,
    unitInnerCode: sign.unitInternalNo,
    registCode: sign.registerCode,
    useCertCode: sign.useCertNo,
    regOrg: sign.registrationAuthority,
    checkOrg: sign.institute,
    reportNo: sign.reportNo,
    nextCheckDate: sign.nextCheckDate,
    maintUnit: sign.maintenanceUnit,
    maintPhone: sign.maintenancePhone,
    rescuePhone: sign.rescuePhone,
    statusUrl: statusUrlOf(origin, sign.statusCode),
    areaCode: sign.areaCode,
  };
}


/**
 * `elevator/useSign`: the unit's elevators with what their use sign prints (`list`), the print host's
 * PDF of the chosen elevators' signs (`/api/print/elevatorUseSign?ids=`, one sign per page), and the
 * public status of an elevator by the random code its sign's QR carries (only what the sign shows).
 */
export function elevatorUseSignRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const list = async (user: UserRow, params: WireParams): Promise<StoneAnswer> => {
    if (!user.unitId) return stoneFail(NO_UNIT_MESSAGE);
    if (!(await holdsAccess(db, user, ACCESS.elevatorPrinting))) return stoneFail(NO_ACCESS);
    const paging = parsePaging(params, USE_SIGN_SORTABLE);
    if (typeof paging === 'string') return stoneFail(paging);
    const parsed = ZWireElevatorUseSignQuery.safeParse(params);
    if (!parsed.success) return stoneFail(QUERY_INVALID);
    const { keyword, registCode, areaCode } = parsed.data;
    const unitName = await unitNameOf(user.unitId);
    const page = await listUseSigns(
      db,
      user.unitId,
      unitName,
      { ...(keyword?.trim() ? { keyword: keyword.trim() } : {}), ...(registCode?.trim() ? { registerCode: registCode.trim() } : {}), ...(areaCode ? { areaCode } : {}) },
      paging,
    );
    const origin = portalOriginOf(params.origin ?? undefined);
    return stoneOk({ ...page, list: page.list.map((sign) => signAnswer(sign, origin)) });
  };

  const unitNameOf = async (unitId: string): Promise<string> => {
    const [unit] = await db.select({ name: units.name }).from(units).where(eq(units.id, unitId));
    return unit?.name ?? '';
  };

  userRoutes(app, context, [[ELEVATOR_USE_SIGN_WIRE_PATHS.list, list]]);

  app.get(ELEVATOR_USE_SIGN_PRINT_PATHS.signs, async (request, reply) => {
    const scoped = await hostScopedUser(context, request);
    if (!scoped) return loginRequired();
    if (!scoped.scope.unitId) return stoneFail(NO_UNIT_MESSAGE);
    if (!(await holdsAccess(db, scoped.user, ACCESS.elevatorPrinting))) return stoneFail(NO_ACCESS);
    const params = wireParams(request);
    const ids = [...new Set((params.ids ?? '').split(',').map((id) => id.trim()).filter((id) => id !== ''))];
    if (ids.length === 0) return stoneFail(ELEVATOR_USE_SIGN_MESSAGES.noSelection);
    if (ids.length > ELEVATOR_USE_SIGN_MAX_BATCH) return stoneFail(ELEVATOR_USE_SIGN_MESSAGES.tooMany);
    const rows = await findUnitElevators(db, scoped.scope.unitId, ids);
    if (!rows) return stoneFail(ELEVATOR_USE_SIGN_MESSAGES.notFound);
    const signs = rows.map((row) => useSignOf(row, scoped.scope.unitName ?? ''));
    const pdf = await useSignsPdf(signs, portalOriginOf(params.origin ?? undefined), context.now());
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(pdf.length))
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(useSignsFileName(signs), `elevator_use_signs_${signs.length}.pdf`))
      .send(pdf);
  });

  // The page a sign's QR code opens: no session, only what the sign itself shows.
  app.route({
    method: GET_OR_POST,
    url: ELEVATOR_USE_SIGN_WIRE_PATHS.publicStatus,
    config: { public: true },
    handler: async (request) => {
      const code = (wireParams(request).statusCode ?? '').trim();
      if (!STATUS_CODE.test(code)) return stoneFail(ELEVATOR_USE_SIGN_MESSAGES.unknownCode);
      const row = await findElevatorByStatusCode(db, code);
      if (!row) return stoneFail(ELEVATOR_USE_SIGN_MESSAGES.unknownCode);
      const sign = useSignOf(row, await unitNameOf(row.unitId));
      const today = formatWireDate(context.now());
      return stoneOk({
        registCode: sign.registerCode,
        equCategoryName: sign.categoryName,
        equTypeName: sign.subTypeName,
        useUnitName: sign.unitName,
        nextCheckDate: sign.nextCheckDate,
        overdue: sign.nextCheckDate !== '' && sign.nextCheckDate < today,
        checkConclusion: sign.lastConclusion,
        maintUnit: sign.maintenanceUnit,
        maintPhone: sign.maintenancePhone,
        rescuePhone: sign.rescuePhone,
      });
    },
  });
}
