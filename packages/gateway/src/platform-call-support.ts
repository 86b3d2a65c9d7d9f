import { subscribe, unsubscribe } from 'node:diagnostics_channel';

/** undici announces every request it creates on this public channel, the legacy client's pool included. */
const REQUEST_CREATE = 'undici:request:create';

function requestOf(message: unknown): { origin: string; path: string } | null {
  if (typeof message !== 'object' || message === null || !('request' in message)) return null;
  const { request } = message;
  if (typeof request !== 'object' || request === null || !('origin' in request) || !('path' in request)) return null;
  return { origin: String(request.origin), path: String(request.path) };
}

/**
 * Runs `action` and lists the paths (without their query) of the requests sent meanwhile to the
 * platform at `platformUrl`, in order: how a test counts a route's round trips to the real platform.
 */
export async function platformCallsDuring<T>(platformUrl: string, action: () => Promise<T>): Promise<{ answer: T; calls: string[] }> {
  const origin = new URL(platformUrl).origin;
  const calls: string[] = [];
  const record = (message: unknown) => {
    const request = requestOf(message);
    if (request && new URL(request.origin).origin === origin) calls.push(request.path.split('?')[0] ?? '');
  };
  subscribe(REQUEST_CREATE, record);
  try {
    return { answer: await action(), calls };
  } finally {
    unsubscribe(REQUEST_CREATE, record);
  }
}
