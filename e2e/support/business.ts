import { expect, type Page } from '@playwright/test';
import { SCREENSHOTS_WANTED, saveScreen, sideMenu } from './session';

/** Demo data the journeys start from (legacy-server's seed, relative dates; docs/domain.md, "Demo data"). */
export const DEMO = {
  /** 宁波悦澜酒店 (qiye): 2号客梯, whose next inspection passed eight days ago. */
  overdueElevator: { registerCode: '31103302122021080044', name: '曳引驱动乘客电梯', unitInternalNo: '2号客梯' },
  /** 宁波悦澜酒店 (qiye): 1号客梯, in time. */
  elevator: { registerCode: '31103302122021080045', unitInternalNo: '1号客梯' },
} as const;

/**
 * Opens `item` under the side-menu group `group`, as a person clicks through the menu, and waits
 * until the address is the entry's. Once in about a hundred runs a click right after the group
 * unfolded on a freshly loaded shell went nowhere (the page stayed on 工作台, no request followed);
 * a person clicks again, and so does this, saying so in the log (a lost click is still to be found).
 */
export async function openMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = sideMenu(page);
  const link = menu.getByText(item, { exact: true });
  if (!(await link.isVisible())) await menu.getByText(group, { exact: true }).click();
  const href = await link.evaluate((element) => element.closest('a')?.getAttribute('href') ?? null);
  await link.click();
  if (!href) return;
  const arrived = () => new URL(page.url()).pathname === new URL(href, page.url()).pathname;
  const moved = await expect.poll(arrived, { timeout: 5_000 }).toBe(true).then(
    () => true,
    () => false,
  );
  if (moved) return;
  console.log(`[openMenu] ${group} › ${item}: the click did not navigate; clicking again`);
  await link.click();
}

/**
 * A picture of the whole current view: the shell scrolls inside the page frame, so the window
 * grows to the frame's content for the shot and shrinks back after.
 */
export async function saveFullScreen(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  const size = page.viewportSize() ?? { width: 1440, height: 900 };
  const hidden = await page.evaluate(() => {
    let most = 0;
    document.querySelectorAll<HTMLElement>('[data-page]').forEach((frame) => {
      most = Math.max(most, frame.scrollHeight - frame.clientHeight);
    });
    return most;
  });
  if (hidden > 0) await page.setViewportSize({ width: size.width, height: size.height + hidden });
  await saveScreen(page, name);
  if (hidden > 0) await page.setViewportSize(size);
}

/** A fresh 20-digit registration code of a 3110 passenger lift registered in 鄞州 this month. */
export function newRegisterCode(): string {
  const now = new Date();
  const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
  const sequence = String(Date.now() % 10_000).padStart(4, '0');
  return `3110330212${month}${sequence}`;
}

/** A one-page PDF small enough for any upload limit (the platform checks the type, not the layout). */
export function smallPdf(title: string): Buffer {
  const text = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
trailer << /Root 1 0 R /Title (${title}) >>
%%EOF
`;
  return Buffer.from(text, 'latin1');
}

/** The table rows of an equipment query view. */
export function equipmentRows(page: Page) {
  return page.getByTestId('equipment-table').locator('tbody tr');
}

/** Waits until a list shows rows or says it is empty, so a count can be read. */
export async function waitForList(page: Page, tableTestId: string): Promise<void> {
  await expect(page.getByTestId(tableTestId).or(page.getByTestId('empty-state'))).toBeVisible();
}
