import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { ENTERPRISE_USER, INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { UnitDetailPage } from './unit-detail-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const UNIT = {
  id: 'unit-yuelan',
  name: '宁波悦澜酒店管理有限公司',
  creditCode: '91330212MA2H3K6N8X',
  areaCode: '330212',
  regAddress: '宁波市鄞州区天童北路1088号',
  businessAddress: '宁波市鄞州区天童北路1088号',
  legalPerson: '陈国强',
  contactPerson: '陈海燕',
  contactPhone: '0574-88886666',
  postcode: '315100',
  fixedAssets: '3200',
  foundDate: '2016-03-18',
  regAuthority: '宁波市鄞州区市场监督管理局',
  email: 'office@yuelan.cn',
};

const STATISTICS = {
  total: 12,
  overdue: 1,
  inspectionDue: 2,
  unqualified: 0,
  nonUse: 1,
  aboutToExpire: 0,
  byCategory: [
    { categoryCode: '3000', categoryName: '电梯', total: 9, inUse: 8, overdue: 1, inspectionDue: 2, unqualified: 0 },
    { categoryCode: '1000', categoryName: '锅炉', total: 3, inUse: 3, overdue: 0, inspectionDue: 0, unqualified: 0 },
    { categoryCode: '2000', categoryName: '压力容器', total: 0, inUse: 0, overdue: 0, inspectionDue: 0, unqualified: 0 },
  ],
};

const routes = () =>
  installFakeApi({
    'GET /api/v1/unit': () => ({ body: UNIT }),
    'GET /api/v1/dashboard/statistics': () => ({ body: STATISTICS }),
    'GET /api/v1/units/:id': () => ({ body: { ...UNIT, id: '20003', name: '宁波宏泰化工有限公司', equipment: STATISTICS } }),
  });

describe('UnitDetailPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows an enterprise its own unit without an id, with the equipment counts of its desk', async () => {
    const api = routes();
    renderPage(<UnitDetailPage />, { url: '/company-service/unit-detail' });
    expect(within(await screen.findByTestId('unit-detail')).getByText('91330212MA2H3K6N8X')).toBeTruthy();
    expect(within(await screen.findByTestId('unit-count-inUse')).getByText('11')).toBeTruthy();
    expect(within(screen.getByTestId('unit-equipment')).queryByText('压力容器')).toBeNull();
    expect(api.callsTo('/api/v1/units/unit-yuelan')).toHaveLength(0);
  });

  it('shows an enterprise its own id as its unit, and another unit’s id as not found without asking', async () => {
    const api = routes();
    const { unmount } = renderPage(<UnitDetailPage />, { url: `/company-service/unit-detail?id=${ENTERPRISE_USER.unitId}` });
    expect(await screen.findByTestId('unit-detail')).toBeTruthy();
    unmount();
    renderPage(<UnitDetailPage />, { url: '/company-service/unit-detail?id=20003' });
    expect(await screen.findByText('单位不存在或无权查看')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/v1/units/'))).toHaveLength(0);
  });

  it('looks any unit up by id for the institute', async () => {
    const api = routes();
    const tag = tagSpy();
    renderPage(tag.wrap(<UnitDetailPage />), { url: '/company-service/unit-detail?id=20003', user: INSTITUTE_USER });
    expect(within(await screen.findByTestId('unit-detail')).getAllByText('宁波宏泰化工有限公司').length).toBeGreaterThan(0);
    expect(tag.title()).toBe('检验单位详情·宁波宏泰化工有限公司');
    expect(within(await screen.findByTestId('unit-count-total')).getByText('12')).toBeTruthy();
    expect(api.callsTo('/api/v1/units/20003')).toHaveLength(1);
    expect(api.callsTo('/api/v1/unit')).toHaveLength(0);
  });

  it('asks the institute for nothing without an id and says that no record was named', async () => {
    const api = routes();
    renderPage(<UnitDetailPage />, { url: '/company-service/unit-detail', user: INSTITUTE_USER });
    expect(await screen.findByText('未指定要查看的记录，请从列表中打开')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
