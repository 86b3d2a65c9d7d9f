import { ACCESS } from '../access';

/**
 * The unit's service applications (docs/service-registrations.md), the one list of them: codes are
 * the API's record words (attachment `refType`, flow-log `type`), `access` the menu id that opens
 * the unit's pages. The reviewed kinds go to the institute (`inspection:review`), which approves or
 * returns them; the registered kinds are the unit's own records, never reviewed. Lists that name
 * the kinds (attachment record types, audit events, flow-log types) are derived from these.
 */
export const REVIEWED_SERVICE_KINDS = [
  { code: 'termination', label: '停用报废注销申请', en: 'Termination application', access: ACCESS.termination },
  { code: 'maintenance-project', label: '维保项目申请', en: 'Maintenance project application', access: ACCESS.maintenance },
] as const;

export const REGISTERED_SERVICE_KINDS = [
  { code: 'fault-registration', label: '电梯故障登记', en: 'Elevator fault registration', access: ACCESS.faultRescue },
  { code: 'rescue-registration', label: '困人救援登记', en: 'Trapped-passenger rescue registration', access: ACCESS.faultRescue },
] as const;

export const SERVICE_KINDS = [...REVIEWED_SERVICE_KINDS, ...REGISTERED_SERVICE_KINDS] as const;

type Codes<T extends readonly { code: string }[]> = { -readonly [K in keyof T]: T[K]['code'] };
type Decided<T extends readonly { code: string }[]> = { -readonly [K in keyof T]: `${T[K]['code']}-decided` };

const codesOf = <T extends readonly { code: string }[]>(kinds: T) => kinds.map((kind) => kind.code) as Codes<T>;

export type ServiceKind = (typeof SERVICE_KINDS)[number]['code'];
export type ReviewedServiceKind = (typeof REVIEWED_SERVICE_KINDS)[number]['code'];

/** Every kind's record word, in the list's order: the attachment record types of the service kinds. */
export const SERVICE_KIND_CODES = codesOf(SERVICE_KINDS);

/** The reviewed kinds: each has a flow log (流转日志) of its history. */
export const REVIEWED_SERVICE_KIND_CODES = codesOf(REVIEWED_SERVICE_KINDS);

/** The audit event of the institute's decision on each reviewed kind (`termination-decided`, …). */
export const SERVICE_DECISION_EVENTS = REVIEWED_SERVICE_KINDS.map((kind) => `${kind.code}-decided`) as Decided<typeof REVIEWED_SERVICE_KINDS>;

export const serviceDecisionEvent = <K extends ReviewedServiceKind>(kind: K): `${K}-decided` => `${kind}-decided`;
