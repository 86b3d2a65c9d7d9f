import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FORBIDDEN_PATH, guard, REDIRECT_PARAM, safeRedirect } from '../routes/guard';
import { HOME_PATH } from '../routes/paths';
import { NOT_FOUND_ROUTE } from '../routes/route-table';
import type { FlatRoute } from '../routes/route-types';
import { useSession } from '../session/session-state';
import { PageBoundary } from '../ui/page-boundary';
import { useDocumentTitle } from './document-title';
import { useErrorReporting } from './error-reporting';
import { GateFailed, Waiting } from './gate-states';
import { LazyChakraRoot, LazyShell, preloadSignedIn } from './lazy-frames';
import { lazyPage } from './lazy-page';
import { PAGE_REGISTRY } from './page-registry';

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
  const Page = PAGE_REGISTRY[route.name] ?? UnderConstructionBare;
  return (
    <Loading>
      <LazyChakraRoot>
        <Page />
      </LazyChakraRoot>
    </Loading>
  );
}

/**
 * The login page, in plain elements without the UI kit. What signing in leads to (the kit, the
 * shell, the wanted page, the toaster) loads as soon as the user starts to use the form: the
 * pointer over it, a key, an input. The first screen itself loads nothing more.
 */
function LoginScreen({ route, target }: { route: FlatRoute; target: string }) {
  const Page = PAGE_REGISTRY[route.name] ?? UnderConstructionBare;
  const started = useRef(false);
  const start = () => {
    if (started.current) return;
    started.current = true;
    preloadSignedIn([target]);
  };
  return (
    <div style={{ display: 'contents' }} onPointerOver={start} onKeyDown={start} onInput={start}>
      <Loading>
        <Page />
      </Loading>
    </div>
  );
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

  switch (decision.kind) {
    case 'wait':
      return <Waiting />;
    case 'redirect':
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
          </LazyChakraRoot>
        </Loading>
      );
    }
  }
}
