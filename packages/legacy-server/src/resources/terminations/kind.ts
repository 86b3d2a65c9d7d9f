import {
  SERVICE_KIND_WIRE_MODULES,
  TERMINATION_MESSAGES,
  TERMINATION_WIRE_PATHS,
  ZWireTerminationQuery,
  type WireServiceReviewState,
  type WireTerminationFormFields,
  type WireTerminationType,
} from '@portal/legacy-protocol';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { columnsOfForm, wireFieldsOf } from '../../http/wire-columns';
import { equipment, terminationHistory, terminationItems, terminations } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import type { WireParams } from '../../http/params';
import { Refusal } from '../../http/refusal';
import type { ServiceApplicationKind } from '../../service-applications/kind';
import { readTerminationForm } from './form';
import { openInspectionOf } from './open-inspections';
import { QUERY_INVALID } from '../../http/query-params';

type TerminationFilters = { keyword?: string; type?: WireTerminationType; state?: WireServiceReviewState };

function readFilters(params: WireParams): Checked<TerminationFilters> {
  const parsed = ZWireTerminationQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const { keyword, rlvType, status } = parsed.data;
  return passed({ ...(keyword ? { keyword } : {}), ...(rlvType ? { type: rlvType } : {}), ...(status ? { state: status } : {}) });
}

/** What may not be terminated now: an equipment in an open inspection application or in another submitted termination. */
async function heldElsewhere(db: Db, equipmentIds: readonly string[], exceptId: string | undefined): Promise<string | null> {
  const inspection = await openInspectionOf(db, equipmentIds);
  if (inspection) return TERMINATION_MESSAGES.inOpenInspection(inspection.registerCode, inspection.applicationNo);
  const [other] = await db
    .select({ registerCode: terminationItems.registerCode, applicationNo: terminations.applicationNo })
    .from(terminationItems)
    .innerJoin(terminations, eq(terminations.id, terminationItems.applicationId))
    .where(
      and(
        inArray(terminationItems.equipmentId, [...equipmentIds]),
        eq(terminations.state, '已提交'),
        exceptId === undefined ? undefined : ne(terminations.id, exceptId),
      ),
    )
    .limit(1);
  return other ? TERMINATION_MESSAGES.inOpenTermination(other.registerCode, other.applicationNo) : null;
}

/** 停用 → 使用状态 停用; 报废 → 使用状态 报废; 注销 → 注册状态 注销 (docs/service-registrations.md). */
function equipmentChange(type: WireTerminationType) {
  if (type === '停用') return { useState: '停用' as const };
  if (type === '报废') return { useState: '报废' as const };
  return { registerState: '注销' as const };
}

/** The application's own wire fields and the columns that hold them. */
const TERMINATION_WIRE_COLUMNS = {
  rlvType: 'type',
  reason: 'reason',
  stopBeginDate: 'stopFrom',
  stopEndDate: 'stopTo',
  handler: 'handler',
  remark: 'remark',
} as const;

/**
 * `pemEqmRlvBasic`: 停用 / 报废 / 注销 applications. Approval changes the equipment's state; an
 * equipment in an open inspection application (then or by the time of the decision) is refused.
 */
export const TERMINATION_KIND: ServiceApplicationKind<typeof terminations, WireTerminationFormFields, TerminationFilters> = {
  table: terminations,
  items: terminationItems,
  history: terminationHistory,
  bizType: SERVICE_KIND_WIRE_MODULES.termination,
  numberPrefix: 'TYBF',
  paths: TERMINATION_WIRE_PATHS,
  messages: TERMINATION_MESSAGES,
  sortable: {
    apply_no: terminations.applicationNo,
    submit_date: terminations.submittedAt,
    update_date: terminations.updatedAt,
    rlv_type: terminations.type,
    status: terminations.state,
  },
  readForm: readTerminationForm,
  readFilters,
  filterConditions: (filters) => (filters.type ? [eq(terminations.type, filters.type)] : []),
  keywordColumns: [terminations.reason],
  columnsOf: (fields) => columnsOfForm(fields, TERMINATION_WIRE_COLUMNS, ['stopBeginDate', 'stopEndDate']),
  answer: (row) => wireFieldsOf(row, TERMINATION_WIRE_COLUMNS),
  submitRemark: '提交申请',
  heldElsewhere,
  onApprove: async (db, row, equipmentIds, now) => {
    const inspection = await openInspectionOf(db, equipmentIds);
    if (inspection) throw new Refusal(TERMINATION_MESSAGES.inOpenInspection(inspection.registerCode, inspection.applicationNo));
    await db.update(equipment).set({ ...equipmentChange(row.type), updatedAt: now }).where(inArray(equipment.id, [...equipmentIds]));
  },
  decisionNotice: (row, decision) => `您的${row.type}申请 ${row.applicationNo} ${decision.pass ? '已审核通过，设备状态已变更' : `已退回：${decision.opinion}`}`,
};
