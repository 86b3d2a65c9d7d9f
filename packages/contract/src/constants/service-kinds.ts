/**
 * The unit's service applications (docs/service-registrations.md), the one list of them: codes are
 * the API's record words (attachment `refType`, flow-log `type`), `resource` the contract group
 * that serves the kind (its change-feed resource too), `access` the menu id that opens the unit's
 * pages and `accessKey` its name in the `ACCESS` catalogue, which takes the kinds' ids from here (two
 * kinds that share a menu give the same pair), `short` / `shortEn` the record's short name where a page names the record's kind (上传到：…,
 * the flow log's heading). The reviewed kinds go to the institute (`inspection:review`), which
 * approves or returns them; the registered kinds are the unit's own records, never reviewed. Lists
 * that name the kinds (attachment record types, audit events and their labels, flow-log types and
 * their access, the platform's unit records) are derived from these: adding a kind is one entry
 * here (CONTRIBUTING.md, "Add a service kind").
 */
export const REVIEWED_SERVICE_KINDS = [
  {
    code: 'termination',
    resource: 'terminations',
    label: '停用报废注销申请',
    en: 'Termination application',
    short: '停用报废注销申请',
    shortEn: 'Termination application',
    access: 'service:termination',
    accessKey: 'termination',
  },
  {
    code: 'maintenance-project',
    resource: 'maintenanceProjects',
    label: '维保项目申请',
    en: 'Maintenance project application',
    short: '维保项目申请',
    shortEn: 'Maintenance project',
    access: 'service:maintenance',
    accessKey: 'maintenance',
  },
] as const;

export const REGISTERED_SERVICE_KINDS = [
  {
    code: 'fault-registration',
    resource: 'faultRegistrations',
    label: '电梯故障登记',
    en: 'Elevator fault registration',
    short: '故障登记',
    shortEn: 'Fault registration',
    access: 'service:fault',
    accessKey: 'faultRescue',
  },
  {
    code: 'rescue-registration',
    resource: 'rescueRegistrations',
    label: '困人救援登记',
    en: 'Trapped-passenger rescue registration',
    short: '救援登记',
    shortEn: 'Rescue registration',
    access: 'service:fault',
    accessKey: 'faultRescue',
  },
] as const;

export const SERVICE_KINDS = [...REVIEWED_SERVICE_KINDS, ...REGISTERED_SERVICE_KINDS] as const;

type AccessOf<T extends readonly { accessKey: string; access: string }[]> = { readonly [E in T[number] as E['accessKey']]: E['access'] };

/**
 * The kinds' menu ids by their `ACCESS` name, for the catalogue in access.ts. The registered kinds
 * come first: the catalogue's order (the demo roles' menu lists) stays as it was written by hand.
 */
export const SERVICE_KIND_ACCESS = Object.fromEntries(
  [...REGISTERED_SERVICE_KINDS, ...REVIEWED_SERVICE_KINDS].map((kind) => [kind.accessKey, kind.access]),
) as AccessOf<typeof SERVICE_KINDS>;

type Codes<T extends readonly { code: string }[]> = { -readonly [K in keyof T]: T[K]['code'] };
type Decided<T extends readonly { code: string }[]> = { -readonly [K in keyof T]: `${T[K]['code']}-decided` };

const codesOf = <T extends readonly { code: string }[]>(kinds: T) => kinds.map((kind) => kind.code) as Codes<T>;

export type ServiceKind = (typeof SERVICE_KINDS)[number]['code'];
export type ReviewedServiceKind = (typeof REVIEWED_SERVICE_KINDS)[number]['code'];
export type RegisteredServiceKind = (typeof REGISTERED_SERVICE_KINDS)[number]['code'];
export type ServiceKindEntry = (typeof SERVICE_KINDS)[number];
export type ReviewedServiceKindEntry = (typeof REVIEWED_SERVICE_KINDS)[number];

/** Every kind's record word, in the list's order: the attachment record types of the service kinds. */
export const SERVICE_KIND_CODES = codesOf(SERVICE_KINDS);

/** The reviewed kinds: each has a flow log (流转日志) of its history. */
export const REVIEWED_SERVICE_KIND_CODES = codesOf(REVIEWED_SERVICE_KINDS);

/** The audit event of the institute's decision on each reviewed kind (`termination-decided`, …). */
export const SERVICE_DECISION_EVENTS = REVIEWED_SERVICE_KINDS.map((kind) => `${kind.code}-decided`) as Decided<typeof REVIEWED_SERVICE_KINDS>;

export const serviceDecisionEvent = <K extends ReviewedServiceKind>(kind: K): `${K}-decided` => `${kind}-decided`;


function keyedBy<T extends readonly ServiceKindEntry[], V>(kinds: T, value: (kind: T[number]) => V): Record<T[number]['code'], V> {
  return Object.fromEntries(kinds.map((kind) => [kind.code, value(kind)])) as Record<T[number]['code'], V>;
}

/**
 * One entry per kind, keyed by its code, from the kind's entry: a derived list that must name every
 * kind (a Record, so the compiler refuses one left out) is built from this list, never by hand.
 */
export const byServiceKind = <V>(value: (kind: ServiceKindEntry) => V) => keyedBy(SERVICE_KINDS, value);

/** One entry per reviewed kind, keyed by its code (the flow logs, the decisions). */
export const byReviewedServiceKind = <V>(value: (kind: ReviewedServiceKindEntry) => V) => keyedBy(REVIEWED_SERVICE_KINDS, value);

/** The audit trail's name of each decision event: 审核 and the kind's label (审核停用报废注销申请). */
export const SERVICE_DECISION_LABELS = Object.fromEntries(
  REVIEWED_SERVICE_KINDS.map((kind) => [serviceDecisionEvent(kind.code), `审核${kind.label}`]),
) as Record<(typeof SERVICE_DECISION_EVENTS)[number], string>;
