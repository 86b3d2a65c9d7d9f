import { findRoute } from '../routes/route-table';
import { getTags } from '../shell/tags-bar/tags-store';
import { tagUrl } from '../shell/tags-bar/tags-state';
import { preloadToaster } from '../ui/notice-queue';
import { lazyPage } from './lazy-page';
import { preloadPage } from './page-preload';

/**
 * What surrounds the pages, each in its own chunk. The login page needs none of them: the UI kit
 * (Chakra and the theme), the signed-in shell and the toaster load when something asks for them.
 */
export const LazyChakraRoot = lazyPage(() => import('./chakra-root').then((m) => m.ChakraRoot), 'ChakraRoot');

export const LazyShell = lazyPage(() => import('../shell/shell').then((m) => m.Shell), 'Shell');

/** What keeps the signed-in pages current (api/live-updates.tsx): loads with the shell. */
export const LazyLiveUpdates = lazyPage(() => import('../api/live-updates').then((m) => m.LiveUpdates), 'LiveUpdates');

export const LazyToasterView = lazyPage(() => import('../ui/toaster-view').then((m) => m.ToasterView), 'ToasterView');

const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/** The UI kit, the shell, the toaster and the pages of `paths`: what a signed-in view needs. */
export function preloadSignedIn(paths: readonly string[]): void {
  quietly(LazyChakraRoot.preload());
  quietly(LazyShell.preload());
  quietly(LazyLiveUpdates.preload());
  quietly(LazyToasterView.preload());
  preloadToaster();
  paths.forEach(preloadPage);
}

/**
 * At start, before the session is known, the chunks of the address: the login page alone; another
 * page without the shell with the UI kit; a page in the shell with the kit, the shell and every
 * tag restored from the browser session, so that neither the first page nor a switch to another
 * open tag waits for its code after the session answers.
 */
export function preloadAtStart(pathname: string): void {
  const route = findRoute(pathname);
  if (route?.name === 'login') {
    preloadPage(pathname);
  } else if (route?.layout === 'bare') {
    quietly(LazyChakraRoot.preload());
    preloadPage(pathname);
  } else {
    preloadSignedIn([pathname, ...getTags().map(tagUrl)]);
  }
}
