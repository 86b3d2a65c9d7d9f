/** Where the breaker stands: calls go out, calls are refused at once, or one probe call is out. */
export type BreakerState = 'closed' | 'open' | 'half-open';

export type BreakerOptions = {
  /** Failed calls in a row (transport errors, timeouts, 5xx) that open the breaker. */
  failureThreshold: number;
  /** How long an open breaker refuses calls before it lets one probe through. */
  openMs: number;
  now?: () => number;
};

/** A call may go out (`probe`: it is the one half-open call), or not before `retryAfterMs`. */
export type Admission = { admitted: true; probe: boolean } | { admitted: false; retryAfterMs: number };

export type CircuitBreaker = {
  admit(): Admission;
  /** The platform answered (whatever it said: a refusal of the user is an answer). */
  succeeded(): void;
  /** The platform failed to answer usefully: unreachable, too slow, a 5xx, no JSON. */
  failed(): void;
  state(): BreakerState;
};

/**
 * A circuit breaker for one platform host. While the platform hangs, every caller would otherwise
 * wait the whole call timeout; once `failureThreshold` calls in a row failed, callers are refused at
 * once (503 with Retry-After) for `openMs`, then one call probes the platform: its success closes
 * the breaker, its failure opens it again. No restart is needed when the platform recovers.
 */
export function createCircuitBreaker({ failureThreshold, openMs, now = Date.now }: BreakerOptions): CircuitBreaker {
  let failures = 0;
  let openedAt: number | null = null;
  let probing = false;

  const state = (): BreakerState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= openMs ? 'half-open' : 'open';
  };
  const open = () => {
    openedAt = now();
    probing = false;
  };

  return {
    admit() {
      const current = state();
      if (current === 'closed') return { admitted: true, probe: false };
      if (current === 'half-open' && !probing) {
        probing = true;
        return { admitted: true, probe: true };
      }
      // Open, or half-open with the probe still out: ask again once the probe can have answered.
      const waited = now() - (openedAt ?? now());
      return { admitted: false, retryAfterMs: Math.max(1000, openMs - waited) };
    },
    succeeded() {
      failures = 0;
      openedAt = null;
      probing = false;
    },
    failed() {
      failures += 1;
      if (probing || failures >= failureThreshold) open();
    },
    state,
  };
}
