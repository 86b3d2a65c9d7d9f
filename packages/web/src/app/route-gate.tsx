import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { FORBIDDEN_PATH, guard, REDIRECT_PARAM, safeRedirect } from '../routes/guard';
import { HOME_PATH, LOGIN_PATH } from '../routes/paths';
import { NOT_FOUND_ROUTE } from '../routes/route-table';
import type { FlatRoute } from '../routes/route-types';
import { isSigningOut, onSignIn } from '../session/session-query';
import { useSession } from '../session/session-state';
import { PageBoundary } from '../ui/page-boundary';
import { BARE_PAGES } from './bare-pages';
import { useDocumentTitle } from './document-title';
import { useErrorReporting } from './error-reporting';
import { GateFailed, Waiting } from './gate-states';
import { LazyChakraRoot, LazyLiveUpdates, LazyShell, preloadSignedIn } from './lazy-frames';
import { lazyPage } from './lazy-page';
import { prefetchPageData } from './page-preload';

const UnderConstructionBare = lazyPage(
  () => import('../features/under-construction/under-construction').then((m) => m.UnderConstructionBare),
  'UnderConstructionBare',
);

/** A screen whose code (and the UI kit's) loads lazily: the spinner meanwhile, a reload if it fails. */
function Loading({ children }: { children: ReactNode }) {
  return (
    <PageBoundary loading={<Waiting />} failed={<GateFailed />}>
      {children}
    </PageBoundary>
  );
}

function BarePage({ route }: { route: FlatRoute }) {
  const Page = BARE_PAGES[route.name] ?? UnderConstructionBare;
  return (
    <Loading>
      <LazyChakraRoot>
        <Page />
      </LazyChakraRoot>
    </Loading>
  );
}

/** The mark the bundle budget (e2e/tests/bundle-budget.spec.ts) tells the first screen's scripts by. */
const SIGN_IN_PRELOAD_MARK = 'portal:sign-in-preload';

/** Runs `task` once the browser is idle (at the latest after `timeout` ms); returns the cancel. */
function whenIdle(task: () => void, timeout: number): () => void {
  // Safari has no requestIdleCallback.
  const idle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
  if (idle) {
    const handle = idle(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}

/** Starts, once, loading what signing in to `target` leads to, and marks when it did. */
function useSignInPreload(target: string): () => void {
  const started = useRef(false);
  return useCallback(() => {
    if (started.current) return;
    started.current = true;
    performance.mark(SIGN_IN_PRELOAD_MARK);
    preloadSignedIn([target]);
  }, [target]);
}

/** Rendered with the login page (inside its boundary): runs once the page is on screen. */
function WhenShown({ run }: { run: () => void }) {
  useEffect(() => whenIdle(run, 1000), [run]);
  return null;
}

/**
 * The login page, in plain elements without the UI kit. What signing in leads to (the kit, the
 * shell, the wanted page, the toaster) loads once the page is on screen and the browser is idle,
 * or at once when the user starts to use the form (the pointer over it, a key, an input): by the
 * time the credentials are sent, the work desktop's code has arrived and run. The first screen's
 * own scripts are those fetched before the mark.
 */
function LoginScreen({ route, target }: { route: FlatRoute; target: string }) {
  const Page = BARE_PAGES[route.name] ?? UnderConstructionBare;
  const preload = useSignInPreload(target);
  return (
    <div style={{ display: 'contents' }} onPointerOver={preload} onKeyDown={preload} onInput={preload}>
      <Loading>
        <Page />
        <WhenShown run={preload} />
      </Loading>
    </div>
  );
}

/** Where a sign-in on `location` lands: the wanted page from login, home from single sign-on. */
function landingOf(location: { pathname: string; search: string }): string {
  if (location.pathname === LOGIN_PATH) return safeRedirect(new URLSearchParams(location.search).get(REDIRECT_PARAM));
  return HOME_PATH;
}

/**
 * As a user signs in, the first requests of the page they land on start at once: they run while
 * the shell and the page render (the work desktop's take about as long as the render) instead of
 * after it.
 */
function usePrefetchOnSignIn(): void {
  const client = useQueryClient();
  const location = useLocation();
  const where = useRef(location);
  useEffect(() => {
    where.current = location;
  }, [location]);
  useEffect(() => onSignIn((user) => prefetchPageData(landingOf(where.current), client, user)), [client]);
}

/** Single sign-on needs no input: what it leads to loads while it signs in. */
function usePreloadWhen(shown: boolean, target: string): void {
  useEffect(() => {
    if (shown) preloadSignedIn([target]);
  }, [shown, target]);
}

/** Applies the access rules to every navigation and renders the page, bare or in the shell. */
export function RouteGate() {
  const location = useLocation();
  const session = useSession();
  const decision = guard(location, session.state);
  const shown =
    decision.kind === 'render' ? decision.route : decision.kind === 'not-found' ? NOT_FOUND_ROUTE : undefined;
  useDocumentTitle(shown);
  useErrorReporting(session.state.status === 'signed-in');
  usePreloadWhen(shown?.name === 'ssologin', HOME_PATH);
  usePrefetchOnSignIn();

  switch (decision.kind) {
    case 'wait':
      return <Waiting />;
    case 'redirect':
      // Signing out is no visit to come back to: login without the page it was on.
      if (session.state.status === 'anonymous' && isSigningOut()) return <Navigate to={LOGIN_PATH} replace />;
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <Navigate to={FORBIDDEN_PATH} replace state={{ from: location.pathname }} />;
    case 'not-found':
      return <BarePage key={NOT_FOUND_ROUTE.name} route={NOT_FOUND_ROUTE} />;
    case 'render': {
      const { route } = decision;
      if (route.name === 'login') {
        const target = safeRedirect(new URLSearchParams(location.search).get(REDIRECT_PARAM));
        return <LoginScreen key={route.name} route={route} target={target} />;
      }
      if (route.layout === 'bare') return <BarePage key={route.name} route={route} />;
      return (
        <Loading>
          <LazyChakraRoot>
            <LazyShell route={route} />
            {/* Until a too simple password is changed the server refuses the change stream too. */}
            {!session.user?.isSimplePwd && <LazyLiveUpdates />}
          </LazyChakraRoot>
        </Loading>
      );
    }
  }
}
