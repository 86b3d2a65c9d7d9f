import { Component, Suspense, type ReactNode } from 'react';
import { makeEntry, recordError } from '../errors/error-store';

type CatchProps = { children: ReactNode; fallback: ReactNode };

/**
 * Keeps a page that fails (its chunk does not arrive, or it throws while rendering) inside its
 * own frame: the header, menu and other tags stay usable. The error goes to the error log as a
 * script error, as an uncaught one would.
 */
class CatchPageError extends Component<CatchProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const message = error instanceof Error ? error.message || error.name : String(error);
    recordError(makeEntry('script', 0, message, window.location.href));
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type PageBoundaryProps = { children: ReactNode; loading: ReactNode; failed: ReactNode };

/**
 * The boundary of one lazily loaded page: its own loading state while its chunk arrives (never
 * its neighbours'), and its own failure.
 */
export function PageBoundary({ children, loading, failed }: PageBoundaryProps) {
  return (
    <CatchPageError fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </CatchPageError>
  );
}
