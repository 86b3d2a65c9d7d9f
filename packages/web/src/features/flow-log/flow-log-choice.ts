import { ACCESS, byReviewedServiceKind, type AccessId } from '@portal/contract';
import { FLOW_LOG_TYPES, type FlowLogType } from '../../routes/paths';

/** Which get endpoint reads the record: the unit's own (`get`) or the institute's review (`reviewGet`). */
export type FlowLogSide = 'unit' | 'review';

/**
 * The access ids of each record type's get endpoints, as the contract guards them: the unit's
 * view, and the institute's review where the type has one (use registrations have none). A
 * reviewed service kind is read with its menu id and reviewed with `inspection:review`.
 */
export const FLOW_LOG_ACCESS: Readonly<Record<FlowLogType, { unit: AccessId; review?: AccessId }>> = {
  'inspection-application': { unit: ACCESS.inspectionView, review: ACCESS.inspectionReview },
  'use-registration': { unit: ACCESS.useRegistrationView },
  ...byReviewedServiceKind((kind) => ({ unit: kind.access, review: ACCESS.inspectionReview })),
};

export type FlowLogChoice =
  | { kind: 'missing'; names: readonly ('type' | 'id')[] }
  | { kind: 'unknown-type'; type: string }
  | { kind: 'forbidden'; type: FlowLogType }
  | { kind: 'load'; type: FlowLogType; id: string; side: FlowLogSide };

const isFlowLogType = (value: string): value is FlowLogType => (FLOW_LOG_TYPES as readonly string[]).includes(value);

/**
 * What `/flowLog-single?type=&id=` can show for the current role, decided before any call: the
 * parameters it lacks, a type without a log, a record the role's menu ids do not reach (so the
 * gateway is not asked for a certain 403), or the endpoint to load from.
 */
export function chooseFlowLog(type: string, id: string, menuIds: readonly string[]): FlowLogChoice {
  const names = [...(type ? [] : ['type' as const]), ...(id ? [] : ['id' as const])];
  if (names.length > 0) return { kind: 'missing', names };
  if (!isFlowLogType(type)) return { kind: 'unknown-type', type };
  const access = FLOW_LOG_ACCESS[type];
  if (menuIds.includes(access.unit)) return { kind: 'load', type, id, side: 'unit' };
  if (access.review && menuIds.includes(access.review)) return { kind: 'load', type, id, side: 'review' };
  return { kind: 'forbidden', type };
}
