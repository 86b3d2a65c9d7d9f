import { screen, within } from '@testing-library/react';
import type { InspectionApplicationDetail } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { InspectionApplicationDetailPage } from './application-detail-page';
import { RETURNED_APPLICATION } from './application-fixture';

afterEach(() => vi.unstubAllGlobals());

const PIPING_APPLICATION: InspectionApplicationDetail = {
  ...RETURNED_APPLICATION,
  kind: 'pipeline_periodic',
  categoryCodes: ['8000'],
  items: [
    {
      ...RETURNED_APPLICATION.items[0]!,
      equipmentId: '30204',
      categoryCode: '8000',
      subTypeCode: '8310',
      registerCode: '83103302112018100001',
      equipmentName: '蒸汽工艺管道',
      pipelineUnits: [
        { pipelineId: '61001', pipelineNo: 'GD-ST-01-01', name: '主蒸汽管线', length: 860, nominalDiameter: 150 },
        { pipelineNo: '', name: '凝结水回收管线（二期）', length: 12.35 },
      ],
    },
  ],
};

describe('InspectionApplicationDetailPage of a 管道定期检验', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the pipeline units of each item with the subtotal and the total length', async () => {
    installFakeApi({ 'GET /api/v1/inspection-applications/:id': () => ({ body: PIPING_APPLICATION }) });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003' });
    const card = await screen.findByTestId('pipeline-units');
    const rows = within(card).getAllByTestId('pipeline-unit');
    expect(rows.map((row) => row.textContent)).toEqual(['GD-ST-01-01主蒸汽管线150860.00', '—凝结水回收管线（二期）—12.35']);
    expect(within(card).getByTestId('pipeline-item').textContent).toContain('小计 872.35 米');
    expect(within(card).getByTestId('pipeline-total').textContent).toBe('管道总长度：872.35 米');
  });

  it('is not shown for the other kinds', async () => {
    installFakeApi({ 'GET /api/v1/inspection-applications/:id': () => ({ body: RETURNED_APPLICATION }) });
    renderPage(<InspectionApplicationDetailPage />, { url: '/company-service/online-apply-detail?id=60003' });
    await screen.findByTestId('application-items');
    expect(screen.queryByTestId('pipeline-units')).toBeNull();
  });
});
