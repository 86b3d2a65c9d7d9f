import type { Pipeline } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { CurrentLocation, withNotices } from '../../test-support/page-probes';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { tagSpy } from '../../test-support/page-tag-spy';
import { PipelineFormPage } from './pipeline-form-page';

afterEach(() => vi.unstubAllGlobals());

/** 宁波悦澜's gas line in the boiler house, still a draft. */
const DRAFT: Pipeline = {
  id: '61010',
  subTypeCode: '8310',
  subTypeName: '工艺管道',
  registerCode: '',
  useCertNo: '',
  name: '锅炉房燃气管道',
  pipelineNo: 'GAS-01',
  pipeGrade: 'GC2',
  medium: '天然气',
  startPoint: '调压站',
  endPoint: '锅炉房',
  nominalDiameter: 80,
  wallThickness: 4,
  length: 65,
  designPressure: 0.4,
  designTemperature: 40,
  areaCode: '330212',
  usePlace: '锅炉房',
  installDate: '2021-06-01',
  useState: 'in_use',
  checkConclusion: null,
  nextCheckDate: null,
  safetyManager: '张丽',
  safetyManagerPhone: '13958201746',
  recordState: 'draft',
};

function renderForm(url: string, tag = tagSpy()) {
  return renderPage(
    tag.wrap(
      <>
        <PipelineFormPage />
        <CurrentLocation />
      </>,
    ),
    { url },
  );
}

describe('PipelineFormPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('saves a draft line, stays on its form and reads the line again', async () => {
    const api = installFakeApi({
      'GET /api/v1/pipelines/:id': () => ({ body: DRAFT }),
      'PUT /api/v1/pipelines/:id': () => ({ body: { id: DRAFT.id, state: 'draft' } }),
    });
    await withNotices(async (notices) => {
      const tag = tagSpy();
      renderForm(`/equipment/pipeline-info-new?mode=edit&id=${DRAFT.id}`, tag);
      const form = await screen.findByTestId('pipeline-form');
      expect(tag.title()).toBe('编辑·GAS-01 锅炉房燃气管道');
      fireEvent.change(form.querySelector('input[name="medium"]') as HTMLInputElement, { target: { value: '液化石油气' } });
      const reads = () => api.calls.filter((call) => call.method === 'GET' && call.url.pathname === `/api/v1/pipelines/${DRAFT.id}`).length;
      const readsBefore = reads();
      fireEvent.click(screen.getByTestId('save-draft'));
      await waitFor(() => expect(notices).toContainEqual({ type: 'success', title: '保存成功' }));
      const put = api.calls.find((call) => call.method === 'PUT');
      expect(put?.body).toMatchObject({ commit: false, medium: '液化石油气', pipelineNo: 'GAS-01' });
      expect(screen.getByTestId('location').textContent).toBe(`/equipment/pipeline-info-new?mode=edit&id=${DRAFT.id}`);
      // The save answers only { id, state }: the form's line comes from a fresh read.
      await waitFor(() => expect(reads()).toBeGreaterThan(readsBefore));
    });
  });

  it('submits a new line and returns to the maintenance list', async () => {
    const api = installFakeApi({ 'POST /api/v1/pipelines': () => ({ status: 201, body: { id: '61011', state: 'submitted' } }) });
    await withNotices(async (notices) => {
      renderForm('/equipment/pipeline-info-new?mode=add');
      const form = await screen.findByTestId('pipeline-form');
      const set = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`) as HTMLElement, { target: { value } });
      set('subTypeCode', '8310');
      set('name', '仪表风管线');
      set('pipelineNo', 'GD-IA-01');
      set('pipeGrade', 'GC3');
      set('medium', '仪表空气');
      set('usePlace', '一车间管廊');
      set('areaCode.province', '330000');
      set('areaCode.city', '330200');
      set('areaCode.district', '330212');
      fireEvent.click(screen.getByTestId('submit'));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/equipment/equip-pressure-pipeline-maintain'));
      expect(api.callsTo('/api/v1/pipelines')[0]?.body).toMatchObject({ commit: true, pipelineNo: 'GD-IA-01', pipeGrade: 'GC3' });
      expect(notices).toContainEqual({ type: 'success', title: '提交成功' });
    });
  });
});
