import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test-support/fake-api';
import { ELEVATOR_DETAIL } from '../test-support/fixtures';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../../test-support/render-page';
import { EquipmentDetailPage } from './equipment-detail-page';
import { tagSpy } from '../../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const CHANGE = {
  id: 'ch-1',
  field: 'usePlace',
  fieldLabel: '使用地点',
  oldValue: '天童南路 588 号',
  newValue: '天童南路 600 号',
  reason: '门牌号调整',
  appliedAt: '2024-03-02 09:30:00',
  state: 'approved',
  opinion: '同意',
};

describe('EquipmentDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the common fields, the elevator parameters with units, inspections and changes', async () => {
    installFakeApi({
      'GET /api/v1/equipment/:id': () => ({ body: ELEVATOR_DETAIL }),
      'GET /api/v1/equipment/:id/changes': () => ({ body: [CHANGE] }),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<EquipmentDetailPage category="elevator" />), { url: '/equipment/detail/elevator?id=eq-yl-1' });
    const file = await screen.findByTestId('equipment-detail');
    expect(tag.title()).toBe('电梯档案·KT-01 · 1号客梯');
    expect(within(file).getByText('梯11浙B04521(21)')).toBeTruthy();
    expect(screen.getByText('1000 kg')).toBeTruthy();
    expect(screen.getByText('1.75 m/s')).toBeTruthy();
    expect(within(screen.getByTestId('inspection-history')).getByText('NBTJ-DT-2023-0456')).toBeTruthy();
    expect(within(screen.getByTestId('inspection-history')).getAllByTestId('inspection-record-link')[0]!.getAttribute('href')).toMatch(
      /^\/company-service\/check-record\/detail\?equipmentId=eq-yl-1&recordId=/,
    );
    expect(within(await screen.findByTestId('change-history')).getByText('门牌号调整')).toBeTruthy();
    expect(screen.getByRole('button', { name: /变更申请/ })).toBeTruthy();
  });

  it('says when the file belongs to another category', async () => {
    installFakeApi({
      'GET /api/v1/equipment/:id': () => ({ body: ELEVATOR_DETAIL }),
      'GET /api/v1/equipment/:id/changes': () => ({ body: [] }),
    });
    renderPage(<EquipmentDetailPage category="boiler" />, { url: '/equipment/detail/boiler?id=eq-yl-1' });
    expect(await screen.findByText(/该设备属于“电梯”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开对应档案' }).getAttribute('href')).toBe('/equipment/detail/elevator?id=eq-yl-1');
  });
});
