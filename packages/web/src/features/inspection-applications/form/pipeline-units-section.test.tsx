import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { InspectionApplicationFormPage } from './application-form-page';

afterEach(() => vi.unstubAllGlobals());

/** 宁波宏泰's steam piping file and its two recorded lines (the seed's 30204, 61001, 61002). */
const PIPING = {
  id: '30204',
  categoryCode: '8000',
  categoryName: '压力管道',
  subTypeCode: '8310',
  subTypeName: '动力管道',
  name: '蒸汽工艺管道',
  model: 'DN150 GC2',
  productNo: '',
  deviceCode: '',
  registerCode: '83103302112018100001',
  useCertNo: '管31浙B00045(18)',
  unitInternalNo: 'GD-ST-01',
  usePlace: '动力车间至一车间管廊',
  areaCode: '330211',
  useState: 'inUse',
  registerState: 'registered',
  lastCheckDate: '2025-08-01',
  checkConclusion: 'qualified',
  nextCheckDate: '2026-12-20',
  unitId: 'unit-hongtai',
  unitName: '宁波宏泰化工有限公司',
  manufacturer: '',
  manufactureDate: null,
  installer: '',
  useDate: null,
  designLifeYears: null,
  propertyUnit: '',
  safetyManager: '',
  safetyManagerPhone: '',
  recordState: 'approved',
  params: {},
  inspections: [],
};
const line = (id: string, pipelineNo: string, name: string, length: number, registerCode = PIPING.registerCode) => ({
  id,
  subTypeCode: '8310',
  subTypeName: '动力管道',
  registerCode,
  useCertNo: '',
  name,
  pipelineNo,
  pipeGrade: 'GC2',
  medium: '饱和蒸汽',
  startPoint: '',
  endPoint: '',
  nominalDiameter: 150,
  wallThickness: null,
  length,
  designPressure: null,
  designTemperature: null,
  areaCode: '330211',
  usePlace: '',
  installDate: null,
  useState: 'inUse',
  checkConclusion: null,
  nextCheckDate: null,
  safetyManager: '',
  safetyManagerPhone: '',
  recordState: 'approved',
});

const api = () =>
  installFakeApi({
    'GET /api/v1/equipment/:id': () => ({ body: PIPING }),
    'GET /api/v1/pipelines': () => pageOf([line('61001', 'GD-ST-01-01', '主蒸汽管线', 860), line('61002', 'GD-ST-01-02', '凝结水回收管线', 380), line('61011', 'AIR-01', '压缩空气管道', 420, '83103302062020100003')]),
  });

const open = async () => {
  renderPage(<InspectionApplicationFormPage kind="pipeline_periodic" />, { url: '/company-service/ping-DJ-apply?equipmentIds=30204' });
  return screen.findByTestId('pipeline-units-section');
};

describe('InspectionApplicationFormPage, the 管道单元 of a 管道定期检验', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows each chosen piping file with no unit yet and a total of 0', async () => {
    api();
    const section = await open();
    const item = await within(section).findByTestId('pipeline-item');
    expect(item.textContent).toContain('蒸汽工艺管道（83103302112018100001）');
    expect(item.textContent).toContain('尚未填写管道单元');
    expect(within(section).getByTestId('pipeline-total').textContent).toBe('管道总长度：0.00 米');
  });

  it('picks a unit from the file’s own recorded lines, filling its length, and adds the total', async () => {
    api();
    const section = await open();
    const pick = await within(section).findByRole('combobox', { name: '从管道记录选择' });
    expect(within(pick).queryByRole('option', { name: /AIR-01/ })).toBeNull();
    fireEvent.change(pick, { target: { value: '61001' } });
    const row = await within(section).findByTestId('pipeline-unit-row');
    expect(within(row).getByLabelText(/管道单元编号/)).toHaveProperty('value', 'GD-ST-01-01');
    expect(within(row).getByLabelText(/长度\(m\)/)).toHaveProperty('value', '860');
    expect(within(section).getByTestId('pipeline-total').textContent).toBe('管道总长度：860.00 米');
  });

  it('adds and removes typed rows, the length marked required and the number or name until one is given', async () => {
    api();
    const section = await open();
    fireEvent.click(await within(section).findByTestId('pipeline-unit-add'));
    const row = await within(section).findByTestId('pipeline-unit-row');
    const marked = (label: RegExp) => within(row).getByText(label, { selector: 'label' }).textContent?.includes('*');
    expect(marked(/长度\(m\)/)).toBe(true);
    expect(marked(/管道单元名称/)).toBe(true);
    fireEvent.change(within(row).getByLabelText(/管道单元名称/), { target: { value: '凝结水回收管线（二期）' } });
    fireEvent.change(within(row).getByLabelText(/长度\(m\)/), { target: { value: '12.35' } });
    expect(await within(section).findByText('管道总长度：12.35 米')).toBeTruthy();
    expect(marked(/管道单元名称/)).toBe(false);
    fireEvent.click(within(row).getByRole('button', { name: /移除|删除/ }));
    expect(await within(section).findByText('尚未填写管道单元')).toBeTruthy();
  });
});

describe('InspectionApplicationFormPage, the 施工信息 of a 监督检验', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('marks its three fields required', async () => {
    installFakeApi({
      'GET /api/v1/equipment/:id': () => ({ body: { ...PIPING, id: '30103', categoryCode: '3000', subTypeCode: '3110' } }),
      'GET /api/v1/construction-records': () => pageOf([]),
    });
    renderPage(<InspectionApplicationFormPage kind="supervision" />, { url: '/company-service/online-apply-form-JD?equipmentIds=30103' });
    const construction = await screen.findByTestId('construction-section');
    for (const label of [/^施工单位/, /^施工类别/, /^施工告知/]) {
      expect(within(construction).getByText(label, { selector: 'label' }).textContent).toContain('*');
    }
  });
});
