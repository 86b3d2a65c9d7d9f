import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { InspectionApplicationFormPage } from './application-form-page';

afterEach(() => vi.unstubAllGlobals());

const ELEVATOR = {
  id: '30103',
  categoryCode: '3000',
  categoryName: '电梯',
  subTypeCode: '3110',
  subTypeName: '曳引驱动乘客电梯',
  name: '3号客梯',
  model: 'GeN2',
  productNo: 'E2021-0047',
  deviceCode: '',
  registerCode: '31103302122021080047',
  useCertNo: '梯11浙B03047(21)',
  unitInternalNo: 'DT-03',
  usePlace: '主楼东侧电梯厅',
  areaCode: '330212',
  useState: 'inUse',
  registerState: 'registered',
  lastCheckDate: '2025-08-01',
  checkConclusion: 'qualified',
  nextCheckDate: '2026-08-01',
  unitId: 'unit-yuelan',
  unitName: '宁波悦澜酒店管理有限公司',
  manufacturer: '',
  manufactureDate: null,
  installer: '',
  useDate: null,
  designLifeYears: null,
  propertyUnit: '',
  safetyManager: '',
  safetyManagerPhone: '',
  recordState: 'approved',
  params: { maintenanceUnit: '宁波甬江电梯工程有限公司' },
  inspections: [],
};

const UNIT = {
  id: 'unit-yuelan',
  name: '宁波悦澜酒店管理有限公司',
  creditCode: '91330212MA2AH1XX0K',
  areaCode: '330212',
  regAddress: '宁波市鄞州区天童北路1088号',
  businessAddress: '宁波市鄞州区天童北路1088号',
  legalPerson: '王建国',
  contactPerson: '李强',
  contactPhone: '13857436021',
  postcode: '315100',
  fixedAssets: '1200',
  foundDate: null,
  regAuthority: '',
  email: '',
};

describe('InspectionApplicationFormPage, opened for an equipment file', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('takes the contact from the unit and leaves 检验地址 to the user instead of the 使用地点', async () => {
    installFakeApi({
      'GET /api/v1/equipment/:id': () => ({ body: ELEVATOR }),
      'GET /api/v1/unit': () => ({ body: UNIT }),
    });
    renderPage(<InspectionApplicationFormPage kind="periodic" />, { url: '/company-service/online-apply-form?equipmentIds=30103' });
    const form = await screen.findByTestId('inspection-application-form');
    expect(within(form).getByTestId('chosen-row').textContent).toContain('主楼东侧电梯厅');
    expect(within(form).getByLabelText(/现场联系人/)).toHaveProperty('value', '李强');
    expect(within(form).getByLabelText(/联系人手机/)).toHaveProperty('value', '13857436021');
    expect(within(form).getByLabelText(/检验地址/)).toHaveProperty('value', '');
    expect(within(form).getByLabelText(/维保单位/)).toHaveProperty('value', '宁波甬江电梯工程有限公司');
  });
});

const NOTICE = {
  id: '51003',
  equipmentId: '30103',
  categoryCode: '3000',
  equipmentName: '3号客梯',
  registerCode: '',
  deviceCode: '',
  kind: 'installation',
  constructionUnit: '宁波甬江电梯工程有限公司',
  licenseNo: 'TS3133019-2026',
  noticeDate: '2026-11-10',
  plannedCompletionDate: null,
  usePlace: '主楼东侧电梯厅',
  state: 'submitted',
  updatedAt: '2026-11-10 09:00:00',
};

describe('InspectionApplicationFormPage, the sections of each kind', { timeout: PAGE_TEST_TIMEOUT }, () => {
  const api = () =>
    installFakeApi({
      'GET /api/v1/equipment/:id': () => ({ body: ELEVATOR }),
      'GET /api/v1/unit': () => ({ body: UNIT }),
      'GET /api/v1/construction-records': () => ({ body: { items: [NOTICE], total: 1, page: 1, pageSize: 200 } }),
    });

  it('asks a supervision inspection for its 施工信息 and lists its materials, 必需 or 可选, each with an upload', async () => {
    api();
    renderPage(<InspectionApplicationFormPage kind="supervision" />, { url: '/company-service/online-apply-form-JD?equipmentIds=30103' });
    const construction = await screen.findByTestId('construction-section');
    expect(construction.textContent).toContain('施工信息');
    expect(within(construction).getByLabelText(/施工单位/)).toBeTruthy();
    expect(within(construction).getByLabelText(/施工类别/)).toBeTruthy();
    expect(await within(construction).findByRole('option', { name: /宁波甬江电梯工程有限公司/ })).toBeTruthy();
    const materials = screen.getByTestId('materials-section');
    const notice = within(materials).getByTestId('material-constructionNotice');
    expect(notice.textContent).toContain('施工告知书回执');
    expect(notice.textContent).toContain('必需');
    expect(within(notice).getByTestId('attachment-uploader')).toBeTruthy();
    expect(within(materials).getByTestId('material-constructionPlan').textContent).toContain('可选');
  });

  it('asks a first inspection of an elevator for the factory documents and the type test certificate, without 施工信息', async () => {
    api();
    renderPage(<InspectionApplicationFormPage kind="first" />, { url: '/company-service/online-apply-form-JJ?equipmentIds=30103' });
    const materials = await screen.findByTestId('materials-section');
    expect(await within(materials).findByTestId('material-typeTestCertificate')).toBeTruthy();
    expect(within(materials).getByTestId('material-factoryDocuments').textContent).toContain('产品合格证/出厂资料（质量证明书）');
    expect(screen.queryByTestId('construction-section')).toBeNull();
  });

  it('tells a periodic inspection it needs no materials', async () => {
    api();
    renderPage(<InspectionApplicationFormPage kind="periodic" />, { url: '/company-service/online-apply-form?equipmentIds=30103' });
    const materials = await screen.findByTestId('materials-section');
    expect(materials.textContent).toContain('本检验类别无需上传申请材料');
  });
});
