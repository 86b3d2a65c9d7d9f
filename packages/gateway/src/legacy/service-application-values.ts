import type { ReviewState, ZServiceDecisionBodySchema } from '@portal/contract';
import type { WireServiceHistory } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { reviewStateOf, textOrNull, toStateHistoryItem } from './wire-values';

/**
 * Wire values the service applications share (terminations, maintenance projects): the equipment
 * they name, their history, the review word of a state filter and the institute's decision form.
 */

/** The wire's equipment list item as the contract's. */
export const toServiceEquipment = (item: { equipmentId: string; registCode?: string | undefined; equName?: string | undefined }) => ({
  equipmentId: item.equipmentId,
  registerCode: item.registCode ?? '',
  equipmentName: item.equName ?? '',
});

export const toServiceHistoryItem = (row: WireServiceHistory) => toStateHistoryItem(row, reviewStateOf);

/** The review of an application as every service application's record carries it. */
export const toServiceReview = (wire: { status: string; submitDate?: string | undefined; opinion?: string | undefined; unitName?: string | undefined }) => ({
  state: reviewStateOf(wire.status),
  appliedAt: textOrNull(wire.submitDate),
  opinion: textOrNull(wire.opinion),
  unitName: textOrNull(wire.unitName),
});

/** The service modules store 已退回 (the contract's label) for a returned application. */
export function reviewWord(state: ReviewState): string {
  return { draft: '草稿', submitted: '已提交', approved: '已通过', returned: '已退回' }[state];
}

export type ServiceDecisionValue = z.output<typeof ZServiceDecisionBodySchema>;

/** The institute's decision as the modules' `audit` form: `pass` 1 or 0 and the trimmed opinion. */
export function toAuditForm(id: string, body: ServiceDecisionValue): Record<string, string> {
  return { id, pass: body.decision === 'pass' ? '1' : '0', opinion: body.opinion.trim() };
}
