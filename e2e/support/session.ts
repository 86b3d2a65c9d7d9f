import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_PASSWORD = 'Demo@2024';

const screenshotDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

/** Fills the login card and presses Enter, as a person would. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('用户名', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
}

/** Logs in and waits for the shell. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page.getByTestId('shell')).toBeVisible();
}

export function sideMenu(page: Page) {
  return page.getByTestId('side-menu');
}

export function tagsBar(page: Page) {
  return page.getByTestId('tags-bar');
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
}

/** Pictures are for people looking at the screens; a plain test run skips them (they cost about a second each). */
export const SCREENSHOTS_WANTED = process.env.PORTAL_E2E_SCREENSHOTS === '1';

/** A full-page picture of the current screen under e2e/screenshots/ (not committed), when PORTAL_E2E_SCREENSHOTS=1. */
export async function saveScreen(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS_WANTED) return;
  mkdirSync(screenshotDir, { recursive: true });
  // Let toasts and menus settle so the picture shows the screen, not a transition.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

/** The toast of `type` saying `text` (earlier toasts may still be on screen). */
export function toast(page: Page, type: 'success' | 'error', text?: string) {
  const toasts = page.locator(`[data-testid=toast][data-type=${type}]`);
  return text ? toasts.filter({ hasText: text }) : toasts.first();
}
