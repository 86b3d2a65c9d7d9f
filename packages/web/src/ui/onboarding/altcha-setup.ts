import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/zh-cn';
import type {} from 'altcha/types/global';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

/**
 * The ALTCHA widget without its bundled workers (`altcha/external`): the proof-of-work worker is a
 * file of the SPA's own origin, so the CSP's `worker-src 'self'` runs it and no blob: URL is needed
 * (gateway plugins/security.ts). Loaded on demand by human-check.ts, outside the pages' bundles.
 */
export function registerAltcha(): void {
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  const zh = globalThis.$altcha.i18n.get('zh-cn') ?? {};
  globalThis.$altcha.i18n.set('zh-cn', { ...zh, verifying: '正在进行人机验证…', waitAlert: '正在进行人机验证…', error: '人机验证未通过，请重试', expired: '人机验证已过期，请重试' });
}
