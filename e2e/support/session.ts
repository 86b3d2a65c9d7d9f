import { expect, type Cookie, type Page } from '@playwright/test';
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

/**
 * The demo accounts whose session a worker keeps between tests once it has signed in through the
 * form: a sign-in costs a password hash on the server and the login page's load in the browser,
 * and most journeys only need to be signed in. admin is left out (its role switch rewrites the
 * session), as is any other password than the demo one (the accounts tests change).
 */
const REUSABLE = new Set(['qiye', 'zhenhai', 'shenhe']);
const keptSessions = new Map<string, Cookie[]>();

/**
 * Signs in and waits for the shell. A kept session of `username` is reused when the server still
 * accepts it (a sign-out or a role switch ends it); otherwise the login form is filled as a person would.
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const reusable = REUSABLE.has(username) && password === DEMO_PASSWORD;
  const kept = reusable ? keptSessions.get(username) : undefined;
  if (kept && (await resumeSession(page, username, kept))) return;
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page.getByTestId('shell')).toBeVisible();
  if (reusable) keptSessions.set(username, await page.context().cookies());
}

async function resumeSession(page: Page, username: string, cookies: Cookie[]): Promise<boolean> {
  await page.context().addCookies(cookies);
  const answer = await page.request.get('/api/v1/session');
  const current = answer.ok() ? ((await answer.json()) as { loginName?: string }) : undefined;
  if (current?.loginName !== username) {
    keptSessions.delete(username);
    await page.context().clearCookies();
    return false;
  }
  await page.goto('/home');
  await expect(page.getByTestId('shell')).toBeVisible();
  return true;
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
