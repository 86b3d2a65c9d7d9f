/**
 * Messages for the toaster. The toaster's code (its view and state machines) is not part of the
 * first script: `notify` works at once, keeps what is said until the toaster listens, and asks
 * for the toaster the first time it is needed.
 */
export type NoticeType = 'success' | 'error' | 'info' | 'warning';

export type Notice = { type: NoticeType; title: string };

let show: ((notice: Notice) => void) | null = null;
const waiting: Notice[] = [];
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the toaster ahead of its first message (nothing if already asked). */
export function preloadToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function notify(type: NoticeType, title: string): void {
  const notice = { type, title };
  if (show) {
    show(notice);
    return;
  }
  waiting.push(notice);
  preloadToaster();
}

/**
 * The toaster listens: it shows every new message, and what was said before once it has settled
 * (a message given to it in the same commit as it mounts is not shown: the toaster's group
 * subscribes to its store after this).
 */
export function attachToaster(next: (notice: Notice) => void): () => void {
  show = next;
  const flush = window.setTimeout(() => waiting.splice(0).forEach((notice) => show?.(notice)), 0);
  return () => {
    window.clearTimeout(flush);
    if (show === next) show = null;
  };
}

export function isToasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
