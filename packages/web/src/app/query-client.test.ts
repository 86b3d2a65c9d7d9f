import { focusManager, MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
});

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

  it('reads a shown list afresh when the window is back in focus and when it is shown again', async () => {
    const client = createQueryClient();
    // As QueryClientProvider does: the client follows the window's focus.
    client.mount();
    let reads = 0;
    const options = { queryKey: ['inspectionApplications', 'list', { page: 1 }], queryFn: async () => (reads += 1), meta: { silent: true } };
    const shown = new QueryObserver(client, options);
    const unsubscribe = shown.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(reads).toBe(2));
    unsubscribe();
    const again = new QueryObserver(client, options).subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(3));
    again();
    client.unmount();
  });
});
