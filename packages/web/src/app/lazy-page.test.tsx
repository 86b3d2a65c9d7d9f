import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ENTERPRISE_USER } from '../test-support/render-page';
import { lazyPage, withProps } from './lazy-page';
import { createQueryClient } from './query-client';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Hello = ({ name = 'world' }: { name?: string }) => <p>hello {name}</p>;

/** React 19 retries a suspended tree in tests only when the render itself is in an awaited act. */
async function renderSuspended(node: ReactNode) {
  await act(async () => {
    render(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);
  });
}

describe('lazyPage', () => {
  it('loads its chunk once, however often it is preloaded or rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Page = lazyPage(load, 'Hello');
    await Promise.all([Page.preload(), Page.preload()]);
    await renderSuspended(<Page />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve(Hello), 'Hello');
    await Page.preload();
    await renderSuspended(<Page />);
    expect(screen.getByText('hello world')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends to its boundary until the chunk arrives', async () => {
    const chunk = deferred<typeof Hello>();
    const Page = lazyPage(() => chunk.promise, 'Hello');
    await renderSuspended(<Page />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => chunk.resolve(Hello));
    expect(screen.getByText('hello world')).toBeTruthy();
  });

  it('loads again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Page = lazyPage(load, 'Hello');
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives a page of several routes its props, sharing the chunk', async () => {
    const Page = lazyPage(() => Promise.resolve(Hello), 'Hello');
    const Named = withProps(Page, { name: '宁波' }, 'Hello(宁波)');
    await Named.preload();
    await renderSuspended(<Named />);
    expect(screen.getByText('hello 宁波')).toBeTruthy();
  });

  it('starts the first requests of a page that declares them, for the signed-in user', async () => {
    const prefetch = vi.fn();
    const Page = lazyPage(() => Promise.resolve(Hello), 'Hello', { data: () => Promise.resolve(prefetch) });
    const Named = withProps(Page, { name: '宁波' }, 'Hello(宁波)');
    const client = createQueryClient();
    await Named.prefetchData(client, ENTERPRISE_USER);
    expect(prefetch).toHaveBeenCalledWith(client, ENTERPRISE_USER);
    await expect(lazyPage(() => Promise.resolve(Hello), 'Plain').prefetchData(client, ENTERPRISE_USER)).resolves.toBeUndefined();
  });
});
