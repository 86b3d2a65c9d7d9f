import {
  TERMINATION_TYPES,
  ZServiceDecisionBodySchema,
  ZTerminationBodySchema,
  ZTerminationQuerySchema,
  type Termination,
} from '@portal/contract';
import {
  WIRE_TERMINATION_TYPES,
  type QueryValue,
  type WireServiceHistory,
  type WireTermination,
  type WireTerminationDetail,
  type WireTerminationFormFields,
  type WireTerminationType,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { codeOf, isoDate, labelFor, reviewStateOf, textOrNull, wirePagingOf } from '../../legacy/wire-values';

const SORT_FIELDS = { applicationNo: 'applyNo', appliedAt: 'submitDate', type: 'rlvType', state: 'status' } as const;

/** The wire's equipment list item as the contract's. */
export const toServiceEquipment = (item: { equipmentId: string; registCode?: string | undefined; equName?: string | undefined }) => ({
  equipmentId: item.equipmentId,
  registerCode: item.registCode ?? '',
  equipmentName: item.equName ?? '',
});

export const toServiceHistoryItem = (row: WireServiceHistory) => ({
  state: reviewStateOf(row.status),
  stateLabel: row.status,
  at: row.operateDate,
  operator: textOrNull(row.operatorName),
  remark: textOrNull(row.remark),
});

export function toTermination(wire: WireTermination): Termination {
  return {
    id: wire.id,
    applicationNo: wire.applyNo,
    type: codeOf(TERMINATION_TYPES, wire.rlvType, 'termination type'),
    equipment: wire.equipments.map(toServiceEquipment),
    reason: wire.reason ?? '',
    stopFrom: isoDate(wire.stopBeginDate),
    stopTo: isoDate(wire.stopEndDate),
    handler: wire.handler ?? '',
    state: reviewStateOf(wire.status),
    appliedAt: textOrNull(wire.submitDate),
    opinion: textOrNull(wire.opinion),
    unitName: textOrNull(wire.unitName),
  };
}

export function toTerminationDetail(wire: WireTerminationDetail) {
  return { ...toTermination(wire), history: wire.history.map(toServiceHistoryItem), attachmentIds: wire.attachmentIds };
}

export type TerminationBodyValue = z.output<typeof ZTerminationBodySchema>;

export function toTerminationForm(body: TerminationBodyValue): WireTerminationFormFields {
  const word = labelFor(TERMINATION_TYPES, body.type);
  return {
    rlvType: WIRE_TERMINATION_TYPES.find((candidate) => candidate === word) as WireTerminationType,
    equipmentIds: body.equipmentIds,
    reason: body.reason,
    stopBeginDate: body.stopFrom ?? '',
    stopEndDate: body.stopTo ?? '',
    handler: body.handler,
    remark: body.remark,
    attachmentIds: body.attachmentIds,
    isCommit: body.commit,
  };
}

export type TerminationQueryValue = z.output<typeof ZTerminationQuerySchema>;

export function toTerminationListQuery(query: TerminationQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    rlvType: labelFor(TERMINATION_TYPES, query.type),
    status: query.state === undefined ? undefined : reviewWord(query.state),
  };
}

/** The service modules store 已退回 (the contract's label) for a returned application. */
export function reviewWord(state: Termination['state']): string {
  return { draft: '草稿', submitted: '已提交', approved: '已通过', returned: '已退回' }[state];
}

export type ServiceDecisionValue = z.output<typeof ZServiceDecisionBodySchema>;

export function toAuditForm(id: string, body: ServiceDecisionValue): Record<string, string> {
  return { id, pass: body.decision === 'pass' ? '1' : '0', opinion: body.opinion.trim() };
}
