import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearErrorEntries,
  formatLogTime,
  getErrorEntries,
  makeEntry,
  recordError,
  setErrorSender,
} from './error-store';
import { installGlobalErrorHandlers } from './global-handlers';

afterEach(() => {
  setErrorSender(null);
  clearErrorEntries();
});

describe('error store', () => {
  it('formats the time as the error log stores it', () => {
    expect(formatLogTime(new Date(2024, 4, 31, 8, 5, 9))).toBe('2024-05-31 08:05:09');
  });

  it('counts errors newest first', () => {
    recordError(makeEntry('script', 0, 'first', '/home'));
    recordError(makeEntry('ajax', 502, 'second', '/api/v1/unit'));
    expect(getErrorEntries().map((entry) => entry.mes)).toEqual(['second', 'first']);
  });

  it('sends errors recorded before sign-in once a sender is set', async () => {
    recordError(makeEntry('script', 0, 'early', '/login'));
    const sender = vi.fn(async (_entry: { mes: string }) => undefined);
    setErrorSender(sender);
    recordError(makeEntry('ajax', 0, 'late', '/api/v1/me'));
    expect(sender.mock.calls.map(([entry]) => entry.mes)).toEqual(['early', 'late']);
  });

  it('logs unhandled script errors with code 0 and the page URL', () => {
    const uninstall = installGlobalErrorHandlers();
    window.dispatchEvent(new ErrorEvent('error', { message: 'x is not defined' }));
    uninstall();
    expect(getErrorEntries()[0]).toMatchObject({
      type: 'script',
      code: '0',
      mes: 'x is not defined',
      url: window.location.href,
    });
  });
});
