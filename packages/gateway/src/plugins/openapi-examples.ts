import { isJson, operationsOf, type Json, type OpenApiDocument } from './openapi-json';

/*
 * Examples of the operations an integrator starts with (docs/api.md): signing in, the equipment list
 * and one file, applying for an inspection and downloading its report. The values are the demo
 * data's (docs/domain.md: 宁波悦澜酒店管理有限公司 and its elevators).
 */

const SIGN_IN: Json = { username: 'qiye', password: 'Demo@2024' };

const ROLE: Json = { id: 'qiye_role', name: '企业用户', roleType: 'enterprise', menuIds: ['equipment:view', 'inspection-application:view'] };

const SIGNED_IN: Json = {
  id: 'u_qiye',
  loginName: 'qiye',
  name: '张丽',
  unitId: 'unit_yuelan',
  areaCode: '330212',
  isSimplePwd: false,
  currentRole: ROLE,
  roles: [ROLE],
  menuIds: ['equipment:view', 'inspection-application:view'],
};

const TOKEN: Json = { token: 'v2.local.Zm9yLWRvY3VtZW50YXRpb24tb25seQ', tokenType: 'Bearer', expiresAt: '2026-11-30 09:00:00' };

const INVALID_CREDENTIALS: Json = {
  type: 'urn:portal:problem:invalid-credentials',
  title: '用户名或密码错误',
  status: 400,
  detail: '用户名或密码错误，请重试',
  requestId: 'req-7f3a9c',
};

const ELEVATOR: Json = {
  id: 'eq_31103302122021080045',
  categoryCode: '3000',
  categoryName: '电梯',
  subTypeCode: '3110',
  subTypeName: '曳引驱动乘客电梯',
  name: '1号客梯',
  model: 'TKJ1000/1.75-JXW',
  productNo: 'E2021-0817',
  deviceCode: '3110330212202108',
  registerCode: '31103302122021080045',
  useCertNo: '梯11浙B04521(21)',
  unitInternalNo: 'DT-01',
  usePlace: '宁波市鄞州区天童南路悦澜酒店 主楼',
  areaCode: '330212',
  useState: 'in_use',
  registerState: 'registered',
  lastCheckDate: '2025-12-02',
  checkConclusion: 'qualified',
  nextCheckDate: '2026-12-01',
  loadTestDate: null,
  expiryDate: null,
  expiryKind: null,
};

const ELEVATOR_FILE: Json = {
  ...ELEVATOR,
  unitId: 'unit_yuelan',
  unitName: '宁波悦澜酒店管理有限公司',
  manufacturer: '宁波某电梯有限公司',
  manufactureDate: '2021-05-10',
  installer: '宁波某电梯安装有限公司',
  useDate: '2021-08-20',
  designLifeYears: 20,
  propertyUnit: '宁波悦澜酒店管理有限公司',
  safetyManager: '张丽',
  safetyManagerPhone: '13800000000',
  recordState: 'approved',
  params: { ratedLoad: 1000, ratedSpeed: 1.75, floors: '18/18/18' },
  inspections: [
    {
      id: 'insp_20251202',
      institute: '宁波市特种设备检验研究院',
      kind: 'periodic',
      reportNo: 'DT2025-012345',
      checkDate: '2025-12-02',
      conclusion: 'qualified',
      nextCheckDate: '2026-12-01',
    },
  ],
};

const APPLICATION_REQUEST: Json = {
  kind: 'periodic',
  equipmentIds: ['eq_31103302122021080045'],
  wishedDate: '2026-12-01',
  siteContact: '张丽',
  siteContactMobile: '13800000000',
  siteAddress: '宁波市鄞州区天童南路悦澜酒店',
  areaCode: '330212',
  reportPickup: 'self',
  commit: true,
};

const APPLICATION: Json = {
  id: 'ia_20261129001',
  applicationNo: 'JY202611290001',
  kind: 'periodic',
  state: 'submitted',
  equipmentCount: 1,
  categoryCodes: ['3000'],
  wishedDate: '2026-12-01',
  submittedAt: '2026-11-29 09:00:00',
  fee: null,
  paymentState: 'unpaid',
  items: [
    {
      equipmentId: 'eq_31103302122021080045',
      categoryCode: '3000',
      subTypeCode: '3110',
      registerCode: '31103302122021080045',
      deviceCode: '3110330212202108',
      equipmentName: '1号客梯',
      usePlace: '宁波市鄞州区天童南路悦澜酒店 主楼',
      fee: null,
      feeBreakdown: [],
    },
  ],
  institute: '',
  siteContact: '张丽',
  siteContactMobile: '13800000000',
  siteAddress: '宁波市鄞州区天童南路悦澜酒店',
  areaCode: '330212',
  maintenanceUnit: '',
  invoiceTitle: '',
  taxNo: '',
  reportPickup: 'self',
  expressAddress: '',
  urgent: false,
  remark: '',
  opinion: null,
  authCodeExpiresAt: null,
  history: [{ state: 'submitted', stateLabel: '已提交', at: '2026-11-29 09:00:00', operator: '张丽', remark: null }],
  attachments: [],
};

const REPORT_NOT_FOUND: Json = {
  type: 'urn:portal:problem:not-found',
  title: '资源不存在',
  status: 404,
  detail: '资源不存在',
  requestId: 'req-2b81d0',
};

type OperationExamples = {
  request?: Json;
  /** Examples of answers by status and media type. */
  answers?: Record<string, [string, Json]>;
  /** Examples of parameters by name. */
  parameters?: Record<string, string | number>;
};

const EXAMPLES: Record<string, OperationExamples> = {
  'session.login': { request: SIGN_IN, answers: { 200: ['application/json', SIGNED_IN], 400: ['application/problem+json', INVALID_CREDENTIALS] } },
  'session.createToken': { request: SIGN_IN, answers: { 201: ['application/json', TOKEN], 400: ['application/problem+json', INVALID_CREDENTIALS] } },
  'equipment.list': {
    parameters: { page: 1, pageSize: 20, view: 'comprehensive', categoryCode: '3000' },
    answers: { 200: ['application/json', { items: [ELEVATOR], total: 1, page: 1, pageSize: 20 }] },
  },
  'equipment.get': { parameters: { id: 'eq_31103302122021080045' }, answers: { 200: ['application/json', ELEVATOR_FILE] } },
  'inspectionApplications.create': { request: APPLICATION_REQUEST, answers: { 201: ['application/json', APPLICATION] } },
  'reports.download': {
    parameters: { id: 'rpt_DT2025012345', reportType: 'LLDSJ' },
    answers: { 404: ['application/problem+json', REPORT_NOT_FOUND] },
  },
};

function mediaOf(content: unknown, type: string): Json | undefined {
  const media = isJson(content) ? content[type] : undefined;
  return isJson(media) ? media : undefined;
}

/** OpenAPI `example`s on the main operations' bodies, answers and parameters. */
export function addOperationExamples(document: OpenApiDocument): void {
  for (const { operation } of operationsOf(document)) {
    const examples = EXAMPLES[operation.operationId ?? ''];
    if (!examples) continue;
    const requestMedia = mediaOf(operation.requestBody?.content, 'application/json');
    if (examples.request && requestMedia) requestMedia.example = examples.request;
    for (const [status, [type, example]] of Object.entries(examples.answers ?? {})) {
      const media = mediaOf(operation.responses?.[status]?.content, type);
      if (media) media.example = example;
    }
    for (const parameter of operation.parameters ?? []) {
      const example = examples.parameters?.[String(parameter.name)];
      if (example !== undefined) parameter.example = example;
    }
  }
}
