/**
 * The menu / access id catalogue. One id guards a group of pages and the API calls behind them;
 * a role's menu id list is a subset of these. The SPA route table, the gateway's access checks and
 * the demo roles of legacy-server all use these values, so they are spelled only here.
 */
export const ACCESS = {
  equipmentView: 'equipment:view',
  equipmentEdit: 'equipment:edit',
  pipelineMaintain: 'equipment:pipeline',
  useRegistrationView: 'use-record:view',
  useRegistrationApply: 'use-record:apply',
  workerView: 'worker:view',
  workerEdit: 'worker:edit',
  companyView: 'company:view',
  companyEdit: 'company:edit',
  inspectionView: 'inspection:view',
  inspectionApply: 'inspection:apply',
  inspectionPay: 'inspection:pay',
  /** The institute's handling of applications: pre-review, acceptance, scheduling, results, reports. */
  inspectionReview: 'inspection:review',
  reportView: 'report:view',
  selfService: 'service:self',
  faultRescue: 'service:fault',
  termination: 'service:termination',
  maintenance: 'service:maintenance',
  systemAccount: 'system:account',
  accountCheck: 'account:check',
  accountManage: 'account:manage',
  passwordResetAudit: 'account:reset-audit',
  securityAudit: 'system:audit',
  elevatorCompliance: 'elevator:compliance',
  elevatorPrinting: 'elevator:printing',
} as const;

export type AccessId = (typeof ACCESS)[keyof typeof ACCESS];

/** Route guards that are not menu ids: `public` needs no session, `session` any signed-in user. */
export type RouteAccess = AccessId | 'public' | 'session';

export const ALL_ACCESS_IDS: readonly AccessId[] = Object.values(ACCESS);

/** Role types decide where the home tag sits and which home the role lands on. */
export const ROLE_TYPES = ['enterprise', 'institute'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

const INSTITUTE_ONLY: readonly AccessId[] = [
  ACCESS.inspectionReview,
  ACCESS.accountCheck,
  ACCESS.accountManage,
  ACCESS.passwordResetAudit,
  ACCESS.securityAudit,
];

/** Menu ids of the demo roles seeded by legacy-server. */
export const ROLE_PRESETS = {
  enterprise: ALL_ACCESS_IDS.filter((id) => !INSTITUTE_ONLY.includes(id)),
  auditor: [ACCESS.accountCheck, ACCESS.passwordResetAudit, ACCESS.inspectionReview, ACCESS.systemAccount],
  administrator: [
    ACCESS.accountCheck,
    ACCESS.accountManage,
    ACCESS.passwordResetAudit,
    ACCESS.inspectionReview,
    ACCESS.securityAudit,
    ACCESS.systemAccount,
  ],
} satisfies Record<string, readonly AccessId[]>;

export function isAccessId(value: string): value is AccessId {
  return (ALL_ACCESS_IDS as readonly string[]).includes(value);
}
