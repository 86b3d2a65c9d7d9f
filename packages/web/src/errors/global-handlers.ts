import { makeEntry, recordError } from './error-store';

function reasonText(reason: unknown): string {
  if (reason instanceof Error) return reason.message || reason.name;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/**
 * Logs unhandled script errors (code 0, as the legacy front end did), failed resource loads and
 * unhandled promise rejections. Returns the uninstaller.
 */
export function installGlobalErrorHandlers(target: Window = window): () => void {
  const onError = (event: Event) => {
    if (event instanceof ErrorEvent) {
      recordError(makeEntry('script', 0, event.message || reasonText(event.error), target.location.href));
      return;
    }
    const element = event.target;
    if (element instanceof HTMLElement && element !== (target as unknown)) {
      const source = element.getAttribute('src') ?? element.getAttribute('href') ?? element.tagName;
      recordError(makeEntry('resource', 0, `Failed to load ${source}`, target.location.href));
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    recordError(makeEntry('promise', 0, reasonText(event.reason), target.location.href));
  };
  // Capture phase: resource load errors do not bubble to window.
  target.addEventListener('error', onError, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError, true);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
