import {
  CHECK_ITEM_OUTCOMES,
  INSPECTION_CONCLUSIONS,
  ZProcessingQuerySchema,
  ZResultBodySchema,
  type ProcessingDetail,
  type ProcessingSummary,
} from '@portal/contract';
import {
  inspectionKindWord,
  inspectionStateWord,
  type QueryValue,
  type WireProcessingDetail,
  type WireProcessingRow,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { codeOf, isoDate, textOrNull, wirePagingOf } from '../../legacy/wire-values';
import { INSPECTION_APPLICATION_SORT_FIELDS } from '../inspection-applications/mapping';
import { toAttachment } from '../attachments/mapping';
import { toInspectionApplicationDetail, toInspectionApplicationSummary } from '../inspection-applications/mapping';

export function toProcessingSummary(wire: WireProcessingRow): ProcessingSummary {
  return { ...toInspectionApplicationSummary(wire.application), unitName: wire.unitName };
}

export function toProcessingDetail(wire: WireProcessingDetail): ProcessingDetail {
  const detail = toInspectionApplicationDetail(wire.application, wire.attachments.map(toAttachment));
  const grades = new Map(wire.safetyGrades.map((grade) => [grade.itemId, grade.safetyGrade]));
  return {
    ...detail,
    unitName: wire.unitName,
    unitId: textOrNull(wire.unitId),
    items: detail.items.map((item, index) => {
      const itemId = wire.application.items[index]?.id ?? '';
      return { ...item, itemId, safetyGrade: grades.get(itemId) ?? null };
    }),
    schedule: wire.scheduleDate ? { scheduledDate: isoDate(wire.scheduleDate) ?? wire.scheduleDate, inspector: wire.inspector ?? '' } : null,
    checkDate: isoDate(wire.checkDate),
    resultRemark: wire.resultRemark ?? '',
    results: wire.results.map((result) => ({
      itemId: result.itemId,
      reportId: result.reportId,
      reportNo: result.reportNo,
      checkDate: isoDate(result.checkDate) ?? result.checkDate,
      conclusion: codeOf(INSPECTION_CONCLUSIONS, result.checkConclusion, 'inspection conclusion'),
      nextCheckDate: isoDate(result.nextCheckDate),
      nextCheckReason: result.nextCheckReason ?? '',
      issuedAt: textOrNull(result.issueDate),
    })),
    rectification: wire.rectifyDeadline
      ? {
          deadline: isoDate(wire.rectifyDeadline),
          content: textOrNull(wire.rectifyContent),
          submittedAt: textOrNull(wire.rectifyDate),
          submittedBy: textOrNull(wire.rectifyBy),
        }
      : null,
  };
}

export type ProcessingQueryValue = z.output<typeof ZProcessingQuerySchema>;

/**
 * `appOnlineAudit/list` parameters, sorted like the unit's list; undefined when `sort` names a field
 * the list cannot sort by. `submitDateEnd` goes through the date rule.
 */
export function toProcessingListQuery(query: ProcessingQueryValue): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, INSPECTION_APPLICATION_SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    unitName: query.unitName,
    checkType: query.kind ? inspectionKindWord(query.kind) : undefined,
    status: query.state ? inspectionStateWord(query.state) : undefined,
    todo: query.awaitingInstitute === undefined ? undefined : query.awaitingInstitute ? '1' : '0',
    submitDateBegin: query.submittedFrom,
    submitDateEnd: query.submittedTo,
  };
}

export type ResultBodyValue = z.output<typeof ZResultBodySchema>;

/** The `result` form: conclusions as the platform's words, the items' results as JSON text. */
export function toResultForm(id: string, body: ResultBodyValue): Record<string, string> {
  return {
    id,
    checkDate: body.checkDate,
    remark: body.remark.trim(),
    rectifyDeadline: body.rectifyDeadline ?? '',
    results: JSON.stringify(
      body.results.map((result) => ({
        itemId: result.itemId,
        checkConclusion: INSPECTION_CONCLUSIONS.find((conclusion) => conclusion.code === result.conclusion)?.label ?? result.conclusion,
        nextCheckDate: result.nextCheckDate ?? '',
        nextCheckReason: result.nextCheckReason.trim(),
        ...(result.checkItems
          ? { checkItems: result.checkItems.map((entry) => ({ code: entry.code, result: CHECK_ITEM_OUTCOMES.find((outcome) => outcome.code === entry.outcome)?.label ?? '符合', note: entry.note.trim() })) }
          : {}),
      })),
    ),
  };
}
