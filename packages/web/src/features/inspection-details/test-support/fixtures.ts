import type { InspectionApplicationInspection, InspectionApplicationDetail } from '@portal/contract';

/** 悦澜's periodic application of two elevators, accepted and inspected (the tests' shared records). */
export const APPLICATION: InspectionApplicationDetail = {
  id: '60004',
  applicationNo: 'BJ202605200004',
  kind: 'periodic',
  state: 'report_issued',
  equipmentCount: 2,
  categoryCodes: ['3000'],
  wishedDate: '2026-06-01',
  submittedAt: '2026-05-20 09:30:00',
  fee: 1848,
  paymentState: 'paid',
  items: [
    {
      equipmentId: '30103',
      categoryCode: '3000',
      subTypeCode: '3110',
      registerCode: '31103302122021080047',
      deviceCode: 'DT-03',
      equipmentName: '3号客梯',
      usePlace: '悦澜酒店主楼',
      fee: 1288,
      feeBreakdown: [
        { label: '基本检验费', amount: 560 },
        { label: '楼层加收（13层）', amount: 728 },
      ],
    },
    {
      equipmentId: '30104',
      categoryCode: '3000',
      subTypeCode: '3110',
      registerCode: '31103302122021080048',
      deviceCode: 'DT-04',
      equipmentName: '4号客梯',
      usePlace: '悦澜酒店裙楼',
      fee: 560,
      feeBreakdown: [{ label: '基本检验费', amount: 560 }],
    },
  ],
  institute: '宁波市特种设备检验研究院',
  siteContact: '李强',
  siteContactMobile: '13857436021',
  siteAddress: '宁波市鄞州区天童北路1088号悦澜酒店',
  areaCode: '330212',
  maintenanceUnit: '宁波甬江电梯工程有限公司',
  invoiceTitle: '宁波悦澜酒店管理有限公司',
  taxNo: '',
  reportPickup: 'self',
  expressAddress: '',
  urgent: false,
  remark: '',
  opinion: null,
  authCodeExpiresAt: null,
  authLinkSentAt: null,
  authLinkWaitSeconds: 0,
  feeChange: null,
  history: [
    { state: 'submitted', stateLabel: '已提交', at: '2026-05-20 09:30:00', operator: '陈海燕', remark: '提交申请' },
    { state: 'report_issued', stateLabel: '报告已出具', at: '2026-06-10 15:00:00', operator: '审核员', remark: '报告已出具' },
  ],
  attachments: [],
};

/** The first elevator passed and its report is out; the second has no result yet. */
export const INSPECTION: InspectionApplicationInspection = {
  applicationId: '60004',
  items: APPLICATION.items.map((item, index) => ({ ...item, itemId: `60004-${index + 1}`, safetyGrade: null })),
  schedule: { scheduledDate: '2026-06-03', inspector: '周工' },
  checkDate: '2026-06-03',
  resultRemark: '',
  results: [
    {
      itemId: '60004-1',
      reportId: 'r-100001',
      reportNo: 'NBTJ-DT-2026-100001',
      checkDate: '2026-06-03',
      conclusion: 'qualified',
      nextCheckDate: '2027-06-03',
      nextCheckReason: '',
      issuedAt: '2026-06-10 15:00:00',
    },
  ],
  rectification: null,
};

/** The second elevator failed its first inspection: the opinion notice waits for the unit's rectification. */
export const NOTICE_APPLICATION: InspectionApplicationDetail = {
  ...APPLICATION,
  state: 'opinion_notice',
  history: [
    APPLICATION.history[0]!,
    { state: 'opinion_notice', stateLabel: '意见通知书', at: '2026-06-03 17:00:00', operator: '周工', remark: '检验不合格，出具意见通知书' },
  ],
};

export const NOTICE_INSPECTION: InspectionApplicationInspection = {
  ...INSPECTION,
  resultRemark: '4号客梯：轿厢应急照明不工作；层门门锁啮合长度不足',
  results: [
    { ...INSPECTION.results[0]!, issuedAt: null },
    {
      itemId: '60004-2',
      reportId: 'r-100002',
      reportNo: 'NBTJ-DT-2026-100002',
      checkDate: '2026-06-03',
      conclusion: 'unqualified',
      nextCheckDate: null,
      nextCheckReason: '',
      issuedAt: null,
    },
  ],
  rectification: { deadline: '2026-07-03', content: null, submittedAt: null, submittedBy: null },
};

/** The same after the unit's 整改反馈. */
export const RECTIFIED_APPLICATION: InspectionApplicationDetail = { ...NOTICE_APPLICATION, state: 'rectification_feedback' };

export const RECTIFIED_INSPECTION: InspectionApplicationInspection = {
  ...NOTICE_INSPECTION,
  rectification: {
    deadline: '2026-07-03',
    content: '已更换轿厢应急照明电源；已调整层门门锁啮合长度',
    submittedAt: '2026-06-20 10:00:00',
    submittedBy: '陈海燕',
  },
};

export const RECTIFICATION_FILE = {
  id: 'att-rect-1',
  fileName: '门锁调整记录.pdf',
  contentType: 'application/pdf',
  size: 2048,
  refType: 'rectification' as const,
  refId: '60004',
  uploadedAt: '2026-06-20 09:50:00',
};

export const REPORT = {
  id: 'r-100001',
  reportNo: 'NBTJ-DT-2026-100001',
  kind: 'periodic',
  equipmentId: '30103',
  categoryCode: '3000',
  equipmentName: '3号客梯',
  registerCode: '31103302122021080047',
  institute: '宁波市特种设备检验研究院',
  checkDate: '2026-06-03',
  conclusion: 'qualified',
  nextCheckDate: '2027-06-03',
  issuedAt: '2026-06-10',
  fileTypes: ['LLDSJ', 'TZSXZ', 'DYSYBJ'],
  version: 1,
  supersededBy: null,
  supersedes: null,
};

/** The file of the first elevator (3号客梯), with its two periodic inspections. */
export const EQUIPMENT = {
  id: '30103',
  categoryCode: '3000',
  categoryName: '电梯',
  subTypeCode: '3110',
  subTypeName: '曳引驱动乘客电梯',
  name: '3号客梯',
  registerCode: '31103302122021080047',
  usePlace: '悦澜酒店主楼',
  useState: 'in_use',
  lastCheckDate: '2026-06-03',
  nextCheckDate: '2027-06-03',
  inspections: [
    { id: 'i-1', institute: '宁波市特种设备检验研究院', kind: 'periodic', reportNo: 'NBTJ-DT-2026-100001', checkDate: '2026-06-03', conclusion: 'qualified', nextCheckDate: '2027-06-03' },
    { id: 'i-0', institute: '宁波市特种设备检验研究院', kind: 'periodic', reportNo: 'NBTJ-DT-2025-0001', checkDate: '2025-06-01', conclusion: 'qualified', nextCheckDate: '2026-06-01' },
  ],
};

/** The fake gateway's answers for APPLICATION and its INSPECTION, to spread into `installFakeApi`. */
export const APPLICATION_ROUTES = {
  'GET /api/v1/inspection-applications/:id': () => ({ body: APPLICATION }),
  'GET /api/v1/inspection-applications/:id/inspection': () => ({ body: INSPECTION }),
};
