import { ACCESS, type AccessId } from '@portal/contract';
import {
  INSPECTION_APPLICATION_DATA_PATHS,
  INSPECTION_APPLICATION_MESSAGES,
  INSPECTION_APPLICATION_WIRE_PATHS,
  ZWireApplicationEquipmentForm,
  ZWireInspectionApplicationQuery,
  ZWireRectifyForm,
  type WireInspectionApplicationFormFields,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UnitRow, UserRow } from '../../db/schema';
import { appFail, appOk, type AppAnswer } from '../../http/business-answers';
import { GET_OR_POST } from '../../http/methods';
import { parsePaging } from '../../http/paging';
import { wireParams, type WireParams } from '../../http/params';
import { instantRange, QUERY_INVALID } from '../../http/query-params';
import { refusalAnswer } from '../../http/refusal';
import { loginRequired } from '../../http/answers';
import { holdsAccess } from '../../http/role-access';
import { hostScopedUser } from '../../http/host-request';
import { sendWorkbookFile } from '../../workbook/reply';
import { resolveSession, sessionUser } from '../../http/session-guard';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { idSegment } from '../../http/unit-route';
import { withUnitRow, type UnitRowAction } from '../../http/unit-row-route';
import { userRoutes } from '../../http/user-route';
import { formatWireDate, formatWireDateTime } from '../../http/wire-date';
import { attachmentAnswer } from '../attachments/answer';
import { listAttachments, scopeOf } from '../attachments/store';
import { submitRectification } from '../inspection-processing/rectification';
import { processingDetailAnswer } from '../inspection-processing/store';
import { authLinkTiming } from '../sms-sends/ledger';
import { inspectionApplicationAnswer, inspectionApplicationDetailAnswer } from './answer';
import { checkApplicationForm } from './form';
import { invoiceTitlesFor } from './invoice-titles';
import { quoteFee } from './fees';
import { acceptFee } from './fee-change';
import { allApplications, findApplication, findByAuthCode, historyOf, itemsOf, listApplications, APPLICATION_SORTABLE, type InspectionApplicationFilters } from './store';
import type { InspectionApplicationRow } from './table';
import { notifyApplicant, textApplicant } from './transitions';
import { inspectionApplicationExportFileName, writeInspectionApplicationWorkbook } from './workbook';
import { cancelApplication, checkEquipment, CHECK_MESSAGES, INSPECTION_APPLICATION_BIZ_TYPE, issueAuthCode, saveApplication } from './writes';

type UnitAction = UnitRowAction<AppAnswer>;

export const NO_ACCESS_MESSAGE = '当前角色无权进行此操作';

/** The institutes one may apply to (unit/inspectionUnitBasicList). */
export const INSPECTION_INSTITUTES = [
  { id: 'nbtjy', name: '宁波市特种设备检验研究院', address: '宁波市鄞州区天童南路588号', phone: '0574-87113000' },
] as const;

/** The public page's link: the SPA's /onlineApply with the code. */
export const authLinkOf = (code: string): string => `/onlineApply?authCode=${encodeURIComponent(code)}`;

function filtersOf(params: WireParams): InspectionApplicationFilters | string {
  const parsed = ZWireInspectionApplicationQuery.safeParse(params);
  if (!parsed.success) return QUERY_INVALID;
  const { keyword, onlinelsh, equipmentId, checkType, status, payState, submitDateBegin, submitDateEnd } = parsed.data;
  const submitted = instantRange(submitDateBegin, submitDateEnd);
  if (typeof submitted === 'string') return submitted;
  return {
    ...(keyword ? { keyword } : {}),
    ...(onlinelsh ? { applicationNo: onlinelsh } : {}),
    ...(equipmentId ? { equipmentId } : {}),
    ...(checkType ? { kind: checkType } : {}),
    ...(status ? { state: status } : {}),
    ...(payState ? { paymentState: payState } : {}),
    submitted,
  };
}

/**
 * `appOnline`: the unit's online inspection applications (`isSuccess: 1|0` + errorMsg, payload under
 * `data`). Every unit call sees only the signed-in account's unit and needs the role's menu id
 * (inspection:view to read, inspection:apply to write); `byAuthCode` and `saveByAuthCode` are public
 * and reach only the one application their code opens.
 */
export function inspectionApplicationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = INSPECTION_APPLICATION_WIRE_PATHS;
  const today = () => formatWireDate(context.now());

  // The unit's own detail says when the last link went out, so its page shows it and the cooldown.
  async function detailOf(row: InspectionApplicationRow, withAuthCode: boolean) {
    const [items, history, link] = await Promise.all([
      itemsOf(db, row.id),
      historyOf(db, row.id),
      withAuthCode ? authLinkTiming(db, row.id, context.now()) : null,
    ]);
    return {
      ...inspectionApplicationDetailAnswer(row, items, history, withAuthCode),
      authLinkSendDate: link?.sentAt ? formatWireDateTime(link.sentAt) : null,
      authLinkWait: link?.waitSeconds ?? null,
    };
  }

  const list: UnitAction = async (_user, unit, params) => {
    const paging = parsePaging(params, APPLICATION_SORTABLE);
    if (typeof paging === 'string') return appFail(paging);
    const filters = filtersOf(params);
    if (typeof filters === 'string') return appFail(filters);
    const page = await listApplications(db, unit.id, filters, paging);
    return appOk({ ...page, list: page.list.map(inspectionApplicationAnswer) });
  };

  const detail = async (unit: UnitRow, id: string) => {
    const row = await findApplication(db, unit.id, id);
    return row ? appOk(await detailOf(row, true)) : appFail(INSPECTION_APPLICATION_MESSAGES.notFound);
  };

  // The unit's own application as the institute's detail answers it: schedule, check date, results, reports.
  const inspection = async (user: UserRow, unit: UnitRow, id: string) => {
    const row = await findApplication(db, unit.id, id);
    return row ? appOk(await processingDetailAnswer(db, row, user.id)) : appFail(INSPECTION_APPLICATION_MESSAGES.notFound);
  };

  const save: UnitAction = (user, unit, params) =>
    refusalAnswer(async () => {
      const form = checkApplicationForm(params, today());
      if (!form.ok) return appFail(form.message);
      const id = params.id?.trim() || undefined;
      const row = await saveApplication(db, { unitId: unit.id, operator: user.name, user, fields: form.fields, now: context.now(), today: today() }, id);
      if (form.fields.isCommit) await notifyApplicant(context, row, '已提交，检验机构将尽快预审，请保持电话畅通。');
      return appOk(await detailOf(row, true));
    });

  const check: UnitAction = async (_user, unit, params) => {
    const parsed = ZWireApplicationEquipmentForm.safeParse(params);
    if (!parsed.success || parsed.data.equipmentIds.length === 0) return appFail('请选择报检设备');
    const { problems } = await checkEquipment(db, unit.id, parsed.data.checkType, parsed.data.equipmentIds, today(), params.id || undefined);
    return appOk({ pass: problems.length === 0 ? '1' : '0', problems });
  };

  const fee: UnitAction = async (_user, unit, params) => {
    const parsed = ZWireApplicationEquipmentForm.safeParse(params);
    if (!parsed.success || parsed.data.equipmentIds.length === 0) return appFail('请选择报检设备');
    const { rows, problems } = await checkEquipment(db, unit.id, parsed.data.checkType, parsed.data.equipmentIds, today());
    if (problems.some((problem) => problem.reason === CHECK_MESSAGES.foreign)) return appFail(CHECK_MESSAGES.foreign);
    const urgent = ['1', 'true'].includes((params.urgent ?? '').toLowerCase());
    const quote = await quoteFee(db, { kind: parsed.data.checkType, urgent, items: rows });
    return appOk({
      items: rows.map((row, index) => ({
        equipmentId: row.id,
        registCode: row.registerCode,
        equName: row.name,
        fee: quote.items[index]!.fee,
        feeBreakdown: quote.items[index]!.breakdown,
      })),
      total: quote.total,
    });
  };

  const cancel: UnitAction = (user, unit, params) =>
    refusalAnswer(async () => {
      const row = await cancelApplication(db, { user, unit }, params.id ?? '', (params.reason ?? '').trim().slice(0, 200), context.now());
      return appOk(await detailOf(row, true));
    });

  /** The unit accepts the fee pre-review changed; answered with the detail, as a cancel is. */
  const acceptChangedFee: UnitAction = (user, unit, params) =>
    refusalAnswer(async () => {
      const row = await acceptFee(db, { unitId: unit.id, operator: user.name }, params.id ?? '', context.now());
      return appOk(await detailOf(row, true));
    });

  /** 整改反馈: answered with the inspection side, where the notice and the rectification show. */
  const rectify: UnitAction = (user, unit, params) =>
    refusalAnswer(async () => {
      const form = ZWireRectifyForm.safeParse(params);
      if (!form.success) return appFail(INSPECTION_APPLICATION_MESSAGES.rectificationInvalid);
      const row = await submitRectification(db, { user, unit }, form.data, context.now());
      return appOk(await processingDetailAnswer(db, row, user.id));
    });

  const authCode: UnitAction = (user, unit, params) =>
    refusalAnswer(async () => {
      // issueAuthCode books the text against the caps; it goes out unbooked here.
      const now = context.now();
      const row = await issueAuthCode(db, { userId: user.id, unitId: unit.id }, params.id ?? '', now);
      await textApplicant(context, row, `待您补充确认，请在7天内打开链接填写：${authLinkOf(row.authCode!)}`);
      const link = await authLinkTiming(db, row.id, now);
      return appOk({
        authCode: row.authCode,
        expires: formatWireDateTime(row.authCodeExpiresAt!),
        sendDate: link.sentAt ? formatWireDateTime(link.sentAt) : null,
        resendAfter: link.waitSeconds,
      });
    });

  const attachments: UnitAction = async (user, unit, params) => {
    const row = await findApplication(db, unit.id, params.id ?? '');
    if (!row) return appFail(INSPECTION_APPLICATION_MESSAGES.notFound);
    const files = await listAttachments(db, scopeOf(user), INSPECTION_APPLICATION_BIZ_TYPE, row.id);
    return appOk(files.map(attachmentAnswer));
  };

  const withUnit = (access: AccessId, action: UnitAction) =>
    withUnitRow(db, appFail, async (user, unit, params) => ((await holdsAccess(db, user, access)) ? action(user, unit, params) : appFail(NO_ACCESS_MESSAGE)));

  userRoutes(app, context, [
    [paths.list, withUnit(ACCESS.inspectionView, list)],
    [paths.save, withUnit(ACCESS.inspectionApply, save)],
    [paths.checkOnline, withUnit(ACCESS.inspectionApply, check)],
    [paths.fee, withUnit(ACCESS.inspectionApply, fee)],
    [paths.cancel, withUnit(ACCESS.inspectionApply, cancel)],
    [paths.acceptFee, withUnit(ACCESS.inspectionApply, acceptChangedFee)],
    [paths.rectify, withUnit(ACCESS.inspectionApply, rectify)],
    [paths.authCode, withUnit(ACCESS.inspectionApply, authCode)],
    [paths.attachments, withUnit(ACCESS.inspectionView, attachments)],
    [
      `${paths.detail}/:id`,
      async (user, params, request) => withUnit(ACCESS.inspectionView, (_user, unit) => detail(unit, idSegment(request)))(user, params),
    ],
    [
      `${paths.inspection}/:id`,
      async (user, params, request) => withUnit(ACCESS.inspectionView, (_user, unit) => inspection(user, unit, idSegment(request)))(user, params),
    ],
    [paths.institutes, async () => appOk(INSPECTION_INSTITUTES)],
  ]);

  // The export of the filtered list, on the data host (outside /a, where the session guard does not run).
  app.get(INSPECTION_APPLICATION_DATA_PATHS.export, async (request, reply) => {
    const scoped = await hostScopedUser(context, request);
    if (!scoped) return loginRequired();
    if (!scoped.scope.unitId) return appFail(NO_UNIT_MESSAGE);
    if (!(await holdsAccess(db, scoped.user, ACCESS.inspectionView))) return appFail(NO_ACCESS_MESSAGE);
    const filters = filtersOf(wireParams(request));
    if (typeof filters === 'string') return appFail(filters);
    const file = await writeInspectionApplicationWorkbook(await allApplications(db, scoped.scope.unitId, filters));
    const day = scoped.scope.today.replaceAll('-', '');
    return sendWorkbookFile(reply, file, inspectionApplicationExportFileName(scoped.scope.today), `inspection_applications_${day}.xlsx`);
  });

  // The public onlineApply page: one application by its code; a wrong, expired or used code is refused alike.
  app.route({
    method: GET_OR_POST,
    url: paths.byAuthCode,
    config: { public: true },
    handler: async (request) => {
      const row = await findByAuthCode(db, (wireParams(request).authCode ?? '').trim(), context.now());
      return row ? appOk(await detailOf(row, false)) : appFail(INSPECTION_APPLICATION_MESSAGES.authCodeInvalid);
    },
  });

  app.route({
    method: 'POST',
    url: paths.saveByAuthCode,
    config: { public: true },
    handler: async (request) => {
      const params = wireParams(request);
      const row = await findByAuthCode(db, (params.authCode ?? '').trim(), context.now());
      if (!row) return appFail(INSPECTION_APPLICATION_MESSAGES.authCodeInvalid);
      return refusalAnswer(async () => {
        // The code opens this application only: its kind and equipment stay as the unit chose them.
        const items = await itemsOf(db, row.id);
        const form = checkApplicationForm(
          {
            ...params,
            checkType: row.kind,
            equipmentIds: items.flatMap((item) => (item.equipmentId ? [item.equipmentId] : [])).join(','),
            newEquipment: JSON.stringify(
              items
                .filter((item) => !item.equipmentId)
                .map((item) => ({ equCategory: item.categoryCode, equType: item.subTypeCode, equName: item.equipmentName, equCode: item.deviceCode, equModel: item.model, usePlace: item.usePlace })),
            ),
            attachmentIds: '',
            // The page cannot upload: the files and their materials stay as the unit left them.
            materials: '',
          },
          today(),
        );
        if (!form.ok) return appFail(form.message);
        const fields: WireInspectionApplicationFormFields = { ...form.fields, isPc: false };
        const saved = await saveApplication(db, { unitId: row.unitId, operator: `${fields.siteContact}（授权链接）`, fields, now: context.now(), today: today() }, row.id);
        if (fields.isCommit) await notifyApplicant(context, saved, '已提交，检验机构将尽快预审，请保持电话畅通。');
        return appOk(await detailOf(saved, false));
      });
    },
  });

  // Invoice titles for a unit's own form: a signed-in user's unit, or the unit of the application an
  // authorisation code opens (the public onlineApply page). Nobody else's (invoice-titles.ts).
  app.route({
    method: GET_OR_POST,
    url: paths.invoiceTitles,
    config: { public: true },
    handler: async (request) => {
      const params = wireParams(request);
      request.legacySession = await resolveSession(context, request);
      const user = await sessionUser(context, request);
      const byCode = !user && params.authCode ? await findByAuthCode(db, params.authCode.trim(), context.now()) : null;
      const unitId = user?.unitId ?? byCode?.unitId;
      if (!unitId) return user ? appFail(NO_UNIT_MESSAGE) : params.authCode ? appFail(INSPECTION_APPLICATION_MESSAGES.authCodeInvalid) : loginRequired();
      return appOk(await invoiceTitlesFor(db, unitId, params.keyword ?? ''));
    },
  });
}

