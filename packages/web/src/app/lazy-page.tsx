import type { CurrentUser } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { use, type ComponentType } from 'react';

/** Starts the first requests a page makes, for the user who is about to see it. */
export type PrefetchData = (client: QueryClient, user: CurrentUser) => void;

/** A component whose code is loaded on first use; `preload` starts that load early. */
export type LazyPage<P extends object = object> = ComponentType<P> & {
  /** Starts loading the page's chunk (once); resolves when the page renders without suspending. */
  preload: () => Promise<unknown>;
  /** Starts the page's first requests, when the page declares them (its `data` loader). */
  prefetchData: (client: QueryClient, user: CurrentUser) => Promise<void>;
};

/** Pages by route name (app/bare-pages.tsx, app/page-registry.tsx). */
export type PageRegistry = Readonly<Record<string, LazyPage>>;

type LazyPageOptions = {
  /** The page's own prefetch (a module of the page's feature), loaded when first needed. */
  data?: () => Promise<PrefetchData>;
};

function prefetcher(data: LazyPageOptions['data']): LazyPage['prefetchData'] {
  return async (client, user) => {
    if (data) (await data())(client, user);
  };
}

/**
 * A page in its own chunk. Unlike React.lazy, a page whose chunk has arrived (by `preload`, by a
 * hover, or by an earlier render) renders at once and never suspends again, so showing a tag
 * whose code was preloaded cannot flash a fallback: the load is a promise marked fulfilled when
 * it settles, which `use` reads without waiting. Until then the page suspends to the nearest
 * <Suspense>; a failed load is thrown to the nearest error boundary and tried again on the next
 * render.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  { data }: LazyPageOptions = {},
): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const tracked = load().then(
      (component) => {
        // React's `use` reads a settled promise from these fields (react's FulfilledReactPromise).
        Object.assign(tracked, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        if (loading === tracked) loading = undefined;
        throw error;
      },
    );
    loading = tracked;
    return tracked;
  };
  function Page(props: P) {
    const Loaded = use(preload());
    return <Loaded {...props} />;
  }
  Page.displayName = `Lazy(${name})`;
  return Object.assign(Page, { preload, prefetchData: prefetcher(data) });
}

/** The same lazily loaded page with fixed props (one route of a page that serves several). */
export function withProps<P extends object>(page: LazyPage<P>, props: P, name: string): LazyPage {
  const Inner = page;
  function Page() {
    return <Inner {...props} />;
  }
  Page.displayName = name;
  return Object.assign(Page, { preload: page.preload, prefetchData: page.prefetchData });
}
