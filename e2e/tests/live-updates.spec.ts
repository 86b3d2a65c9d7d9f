import { expect, test } from '@playwright/test';
import { login } from '../support/session';

/** 宁波镇海宏泰化工 (zhenhai): its reaction vessel R-101 (demo id 30201), used by no other journey. */
const VESSEL = '30201';

test.describe('the other side’s moves appear by themselves', () => {
  test('zhenhai’s open 报检查询 shows the institute’s pre-review within 5 s, with no action', async ({ page, browser }) => {
    // The unit applies (through the API: the form is another journey's) and opens its list.
    await login(page, 'zhenhai');
    const created = await page.request.post('/api/v1/inspection-applications', {
      headers: { origin: new URL(page.url()).origin },
      data: {
        kind: 'periodic',
        equipmentIds: [VESSEL],
        siteContact: '王建国',
        siteContactMobile: '15067423318',
        siteAddress: '宁波市镇海区宁波石化经济技术开发区海天中路 66 号一车间',
        areaCode: '330211',
        invoiceTitle: '宁波镇海宏泰化工有限公司',
        reportPickup: 'self',
        commit: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, applicationNo } = (await created.json()) as { id: string; applicationNo: string };
    await page.goto('/company-service/online-apply-query');
    const row = page.getByTestId('inspection-table').locator('tbody tr').filter({ hasText: applicationNo });
    await expect(row).toContainText('已提交');

    // The institute, in its own browser, passes the pre-review.
    const institute = await browser.newContext();
    const desk = await institute.newPage();
    await login(desk, 'shenhe');
    const reviewed = await desk.request.post(`/api/v1/inspection-processing/${id}/pre-review`, {
      headers: { origin: new URL(desk.url()).origin },
      data: { decision: 'pass' },
    });
    expect(reviewed.status(), await reviewed.text()).toBe(200);
    const movedAt = Date.now();

    // The unit's list, untouched, shows the new state.
    await expect(row).toContainText('待缴费', { timeout: 5_000 });
    expect(Date.now() - movedAt).toBeLessThan(5_000);
    await institute.close();
  });
});
