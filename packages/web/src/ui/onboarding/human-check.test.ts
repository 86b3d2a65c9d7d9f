import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveWithWidget } from './human-check';

afterEach(() => vi.unstubAllGlobals());

describe('solveWithWidget', () => {
  // jsdom runs no workers: the widget's own test mode stands in for the work, so what is checked
  // here is the loading, the wait for the element to mount, the payload handed back and the clean-up.
  it('loads the widget, lets it verify in the host and answers its payload, leaving the host empty', async () => {
    vi.stubGlobal('isSecureContext', true);
    await import('./altcha-setup');
    globalThis.$altcha.defaults.set({ test: true, minDuration: 0 });
    try {
      const host = document.createElement('div');
      document.body.append(host);
      const payload = await solveWithWidget(host);
      expect(JSON.parse(atob(payload ?? ''))).toMatchObject({ test: true });
      expect(host.children).toHaveLength(0);
    } finally {
      // Test files share one module graph (vitest.config.ts): no test mode for the others.
      globalThis.$altcha.defaults.store.set({});
    }
  });
});
