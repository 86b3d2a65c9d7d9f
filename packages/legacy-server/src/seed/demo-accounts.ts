import { DEFAULT_AREA_CODE, ROLE_PRESETS } from '@portal/contract';
import type { NewRoleRow } from '../db/schema';
import { idCardCheckChar } from '../resources/me/profile-rules';
import { DEMO_UNIT_IDS } from './demo-units';

export const DEMO_PASSWORD = 'Demo@2024';

export const DEMO_ROLE_IDS = {
  enterprise: 'enterprise_user',
  auditor: 'account_auditor',
  administrator: 'system_admin',
  acceptor: 'inspection_acceptor',
  inspector: 'inspection_inspector',
  approver: 'inspection_approver',
} as const;

export const DEMO_ROLES: NewRoleRow[] = [
  { id: DEMO_ROLE_IDS.enterprise, name: '企业用户', roleType: 'enterprise', menuIds: [...ROLE_PRESETS.enterprise] },
  { id: DEMO_ROLE_IDS.auditor, name: '账号审核员', roleType: 'institute', menuIds: [...ROLE_PRESETS.auditor] },
  {
    id: DEMO_ROLE_IDS.administrator,
    name: '系统管理员',
    roleType: 'institute',
    menuIds: [...ROLE_PRESETS.administrator],
  },
  // The institute's process roles (migration 0020 adds them to a database seeded before them).
  { id: DEMO_ROLE_IDS.acceptor, name: '受理员', roleType: 'institute', menuIds: [...ROLE_PRESETS.acceptor] },
  { id: DEMO_ROLE_IDS.inspector, name: '检验员', roleType: 'institute', menuIds: [...ROLE_PRESETS.inspector] },
  { id: DEMO_ROLE_IDS.approver, name: '审核批准', roleType: 'institute', menuIds: [...ROLE_PRESETS.approver] },
];

export type DemoAccount = {
  id: string;
  loginName: string;
  password: string;
  name: string;
  unitId: string | null;
  areaCode: string | null;
  /** Held roles in order; the first is current unless `currentRoleId` says otherwise. */
  roleIds: string[];
  currentRoleId: string;
  isSimplePwd: boolean;
  phone: string | null;
  mobile: string | null;
  idCard: string | null;
};

const withCheckChar = (first17: string): string => first17 + idCardCheckChar(first17);

/** An institute member holding one of the process roles. */
function instituteAccount(id: string, loginName: string, name: string, roleId: string, mobile: string): DemoAccount {
  return {
    id,
    loginName,
    password: DEMO_PASSWORD,
    name,
    unitId: null,
    areaCode: DEFAULT_AREA_CODE,
    roleIds: [roleId],
    currentRoleId: roleId,
    isSimplePwd: false,
    phone: '0574-87023300',
    mobile,
    idCard: null,
  };
}

/** The demo accounts of the brief; all invented. */
export const DEMO_ACCOUNTS = {
  qiye: {
    id: '10001',
    loginName: 'qiye',
    password: DEMO_PASSWORD,
    name: '张丽',
    unitId: DEMO_UNIT_IDS.yuelan,
    areaCode: null,
    roleIds: [DEMO_ROLE_IDS.enterprise],
    currentRoleId: DEMO_ROLE_IDS.enterprise,
    isSimplePwd: false,
    phone: '0574-87261188',
    mobile: '13958201746',
    idCard: withCheckChar('33021219880615242'),
  },
  shenhe: {
    id: '10002',
    loginName: 'shenhe',
    password: DEMO_PASSWORD,
    name: '陈审核',
    unitId: null,
    areaCode: DEFAULT_AREA_CODE,
    roleIds: [DEMO_ROLE_IDS.auditor],
    currentRoleId: DEMO_ROLE_IDS.auditor,
    isSimplePwd: false,
    phone: '0574-87023300',
    mobile: '13805747731',
    idCard: null,
  },
  admin: {
    id: '10003',
    loginName: 'admin',
    password: DEMO_PASSWORD,
    name: '管理员',
    unitId: DEMO_UNIT_IDS.yuelan,
    areaCode: null,
    roleIds: [DEMO_ROLE_IDS.administrator, DEMO_ROLE_IDS.enterprise],
    currentRoleId: DEMO_ROLE_IDS.administrator,
    isSimplePwd: false,
    phone: null,
    mobile: '13586629910',
    idCard: null,
  },
  weak: {
    id: '10004',
    loginName: 'weak',
    password: '123456',
    name: '林晓东',
    unitId: DEMO_UNIT_IDS.yonglun,
    areaCode: null,
    roleIds: [DEMO_ROLE_IDS.enterprise],
    currentRoleId: DEMO_ROLE_IDS.enterprise,
    isSimplePwd: true,
    phone: '0574-86851236',
    mobile: '13732185520',
    idCard: null,
  },
  zhenhai: {
    id: '10005',
    loginName: 'zhenhai',
    password: DEMO_PASSWORD,
    name: '王建国',
    unitId: DEMO_UNIT_IDS.hongtai,
    areaCode: null,
    roleIds: [DEMO_ROLE_IDS.enterprise],
    currentRoleId: DEMO_ROLE_IDS.enterprise,
    isSimplePwd: false,
    phone: '0574-86502277',
    mobile: '15067423318',
    idCard: withCheckChar('33021119750309271'),
  },
  shouli: instituteAccount('10006', 'shouli', '周受理', DEMO_ROLE_IDS.acceptor, '13805747732'),
  jianyan: instituteAccount('10007', 'jianyan', '吴检验', DEMO_ROLE_IDS.inspector, '13805747733'),
  pizhun: instituteAccount('10008', 'pizhun', '郑批准', DEMO_ROLE_IDS.approver, '13805747734'),
} as const satisfies Record<string, DemoAccount>;
