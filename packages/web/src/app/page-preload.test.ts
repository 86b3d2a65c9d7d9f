import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENTERPRISE_USER } from '../test-support/render-page';
import { BARE_PAGES } from './bare-pages';
import type { LazyPage, PageRegistry } from './lazy-page';
import { prefetchPageData, preloadPage } from './page-preload';
import { PAGE_REGISTRY } from './page-registry';
import { createQueryClient } from './query-client';

function page(registry: PageRegistry, name: string): LazyPage {
  const found = registry[name];
  if (!found) throw new Error(`no page ${name}`);
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('preloadPage', () => {
  it('starts the chunk of a page in the shell, whose registry is loaded first', async () => {
    const preload = vi.spyOn(page(PAGE_REGISTRY, 'home'), 'preload').mockResolvedValue(undefined);
    preloadPage('/home?tab=1');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledOnce());
  });

  it('starts the chunk of a page without the shell', async () => {
    const preload = vi.spyOn(page(BARE_PAGES, 'login'), 'preload').mockResolvedValue(undefined);
    preloadPage('/login');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledOnce());
  });

  it('is quiet when the chunk fails to load', async () => {
    const preload = vi.spyOn(page(BARE_PAGES, 'login'), 'preload').mockRejectedValue(new Error('offline'));
    preloadPage('/login');
    await vi.waitFor(() => expect(preload).toHaveBeenCalledOnce());
  });
});

describe('prefetchPageData', () => {
  it('starts the first requests of the page in the shell a user signs in to', async () => {
    const client = createQueryClient();
    const prefetch = vi.spyOn(page(PAGE_REGISTRY, 'home'), 'prefetchData').mockResolvedValue(undefined);
    prefetchPageData('/home', client, ENTERPRISE_USER);
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledWith(client, ENTERPRISE_USER));
  });
});
