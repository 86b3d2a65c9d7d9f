import { beforeEach, describe, expect, it, vi } from 'vitest';

// The queue is module state, and the web tests share modules between files (vitest.config.ts,
// isolate: false): each test takes a fresh copy.
beforeEach(() => {
  vi.resetModules();
});

describe('notice queue', () => {
  it('keeps what is said before the toaster listens, asks for it, and shows it once it does', async () => {
    const { attachToaster, isToasterWanted, notify, subscribeToasterWanted } = await import('./notice-queue');
    const asked = vi.fn();
    const unsubscribe = subscribeToasterWanted(asked);
    notify('error', '用户名或密码错误');
    notify('success', '登录成功');
    expect(isToasterWanted()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const shown = vi.fn();
    const detach = attachToaster(shown);
    // Given once the toaster has settled, not in the commit it mounts in.
    expect(shown).not.toHaveBeenCalled();
    vi.runAllTimers();
    vi.useRealTimers();
    expect(shown.mock.calls.map(([notice]) => notice)).toEqual([
      { type: 'error', title: '用户名或密码错误' },
      { type: 'success', title: '登录成功' },
    ]);
    notify('info', '已保存');
    expect(shown).toHaveBeenLastCalledWith({ type: 'info', title: '已保存' });
    detach();
    unsubscribe();
  });
});
