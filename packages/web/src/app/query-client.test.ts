import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('lets a save made offline fail at once (so the page says the network is down) instead of pausing it', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let calls = 0;
    const observer = new MutationObserver(client, {
      meta: { silent: true },
      mutationFn: async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
    // Nothing is left waiting to be sent unseen when the network comes back.
    onlineManager.setOnline(true);
    await Promise.resolve();
    expect(calls).toBe(1);
    expect(client.getMutationCache().getAll().every((mutation) => !mutation.state.isPaused)).toBe(true);
  });
});
