import { expect, test } from '@playwright/test';
import { login, saveScreen, toast } from '../support/session';

/**
 * 互动留言 (docs/interactions.md): the unit reads the institute's reply (its unread count falls), asks a
 * new question, the institute answers it on its desk, and the unit's bell shows the answer as unread.
 */
test.describe('interactions with the institute', () => {
  test('qiye reads a reply, asks a question, shenhe answers it and qiye sees it unread', async ({ page, browser }) => {
    await login(page, 'qiye');
    // The demo thread 81002 holds one institute reply that qiye has not read.
    await expect(page.getByTestId('message-count')).toHaveText('1');
    await page.getByTestId('message-badge').click();
    const list = page.getByTestId('interaction-list');
    await expect(list).toContainText('客梯年度定期检验时间安排');
    await saveScreen(page, 'interactions-list');
    await list.getByRole('link', { name: '客梯年度定期检验时间安排' }).click();
    await expect(page.getByTestId('interaction-thread')).toBeVisible();
    await expect(page.getByTestId('interaction-messages')).toContainText('检验院');
    await expect(page.getByTestId('message-count')).toHaveCount(0);
    await saveScreen(page, 'interactions-thread');

    // A new question: an empty message is refused with a field message, then sent.
    await page.getByRole('link', { name: '返回留言列表' }).click();
    await page.getByRole('link', { name: '新建留言' }).click();
    const form = page.getByTestId('interaction-new');
    await form.getByLabel('主题').fill('锅炉房压力表校验周期咨询');
    await page.getByTestId('interaction-create').click();
    await expect(form).toContainText('此项为必填项');
    await form.getByLabel('留言内容').fill('请问锅炉房的压力表需要多久校验一次？是否可以与锅炉定期检验同时进行？');
    await page.getByTestId('interaction-create').click();
    await expect(toast(page, 'success', '留言已发送')).toBeVisible();

    // The unit moves on to its desk; the question's thread is no longer open (an open thread reads
    // what arrives in it, live).
    await page.goto('/home');
    await expect(page.getByTestId('message-count')).toHaveCount(0);

    // The institute answers on its desk.
    const institute = await browser.newContext();
    const desk = await institute.newPage();
    await login(desk, 'shenhe');
    await desk.goto('/message_page');
    const deskList = desk.getByTestId('interaction-desk-list');
    await expect(deskList).toContainText('锅炉房压力表校验周期咨询');
    await deskList.getByRole('link', { name: '锅炉房压力表校验周期咨询' }).click();
    await expect(desk.getByTestId('interaction-thread')).toContainText('需要多久校验一次');
    await desk.getByLabel('留言内容').fill('压力表一般每半年校验一次，可与锅炉定期检验同时安排，请在报检时备注。');
    await desk.getByTestId('interaction-send').click();
    await expect(toast(desk, 'success', '发送成功')).toBeVisible();
    await expect(desk.getByTestId('interaction-messages')).toContainText('每半年校验一次');
    await saveScreen(desk, 'interactions-desk-thread');
    await institute.close();

    // Back at the unit, without a reload: the bell counts the answer as unread (live updates).
    await expect(page.getByTestId('message-count')).toHaveText('1');
  });
});
