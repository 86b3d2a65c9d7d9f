import type { FastifyInstance } from 'fastify';

/**
 * The platform's interactive requests in flight (the /a wire: sessions, lists, forms), and a wait for
 * a gap in them. Documents and workbooks (the print and data hosts) are heavy work someone waits
 * seconds for anyway; their reads run on the same one event loop as everyone's light requests, so
 * they start in a gap, and an export reads its next slice in one: the light requests in flight finish
 * first. The wait is bounded, so heavy work always moves on (docs/performance.md, "Heavy work").
 */
export type Foreground = {
  /** Interactive requests being answered now. */
  readonly inFlight: number;
  /** Resolves once no interactive request is in flight, or after `maxWaitMs`. */
  gap(maxWaitMs?: number): Promise<void>;
};

/** How long heavy work waits for a gap before it goes on anyway. */
export const GAP_WAIT_MS = 20;

const HEAVY_HOSTS = ['/api/print/', '/api/data/'];
export const isHeavyPath = (url: string): boolean => HEAVY_HOSTS.some((prefix) => url.startsWith(prefix));
const isInteractivePath = (url: string): boolean => url === '/a' || url.startsWith('/a/') || url.startsWith('/a?');

export function createForeground(): Foreground & { enter(): () => void } {
  let inFlight = 0;
  const waiters = new Set<() => void>();
  const release = () => {
    for (const resolve of waiters) resolve();
    waiters.clear();
  };
  return {
    get inFlight() {
      return inFlight;
    },
    gap(maxWaitMs = GAP_WAIT_MS) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, maxWaitMs);
        function done() {
          clearTimeout(timer);
          waiters.delete(done);
          resolve();
        }
        waiters.add(done);
      });
    },
    /** Counts one interactive request in; the function returned counts it out (once). */
    enter() {
      inFlight += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        inFlight -= 1;
        if (inFlight === 0) release();
      };
    },
  };
}

/** Counts the interactive requests, and has the print and data hosts' requests start in a gap. */
export function registerForeground(app: FastifyInstance, foreground: ReturnType<typeof createForeground>): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isInteractivePath(request.url)) {
      // 'close' comes once the answer is sent or the client went away, whichever first.
      reply.raw.once('close', foreground.enter());
      return done();
    }
    if (!isHeavyPath(request.url)) return done();
    foreground.gap().then(() => done(), done);
  });
}
