import { SERVICE_KIND_ACCESS } from './constants/service-kinds';

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
  /** The institute's desk over applications (read, and the reviews of the service kinds). */
  inspectionReview: 'inspection:review',
  /** 受理: pre-review (fee), acceptance and scheduling of visits. */
  inspectionAccept: 'inspection:accept',
  /** 检验: recording the result of a visit. */
  inspectionInspect: 'inspection:inspect',
  /** 审核批准: reviewing, approving and issuing the reports (never of a result one recorded oneself). */
  inspectionApprove: 'inspection:approve',
  reportView: 'report:view',
  selfService: 'service:self',
  /** The service kinds' menus (faultRescue, termination, maintenance), from their entries. */
  ...SERVICE_KIND_ACCESS,
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
  ACCESS.inspectionAccept,
  ACCESS.inspectionInspect,
  ACCESS.inspectionApprove,
  ACCESS.accountCheck,
  ACCESS.accountManage,
  ACCESS.passwordResetAudit,
  ACCESS.securityAudit,
];

/** Menu ids of the demo roles seeded by legacy-server. */
export const ROLE_PRESETS = {
  enterprise: ALL_ACCESS_IDS.filter((id) => !INSTITUTE_ONLY.includes(id)),
  /**
   * 账号审核员. In the demo the same account also accepts and inspects, so one person can walk an
   * application to its report; the report itself is approved by someone else (docs/inspection-processing.md).
   */
  auditor: [
    ACCESS.accountCheck,
    ACCESS.passwordResetAudit,
    ACCESS.inspectionReview,
    ACCESS.inspectionAccept,
    ACCESS.inspectionInspect,
    ACCESS.systemAccount,
  ],
  /** 受理员: pre-review, acceptance, scheduling. */
  acceptor: [ACCESS.inspectionReview, ACCESS.inspectionAccept, ACCESS.systemAccount],
  /** 检验员: results. */
  inspector: [ACCESS.inspectionReview, ACCESS.inspectionInspect, ACCESS.systemAccount],
  /** 审核批准: review, approval and issue of reports. */
  approver: [ACCESS.inspectionReview, ACCESS.inspectionApprove, ACCESS.systemAccount],
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
