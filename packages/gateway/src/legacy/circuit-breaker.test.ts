import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe('createCircuitBreaker', () => {
  it('stays closed while calls succeed or fail fewer times in a row than the threshold', () => {
    const breaker = createCircuitBreaker({ failureThreshold: 3, openMs: 5000, now: clock().now });
    breaker.failed();
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    breaker.failed();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toEqual({ admitted: true, probe: false });
  });

  it('opens after the threshold and refuses at once, saying when to come back', () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 3, openMs: 5000, now: time.now });
    for (let i = 0; i < 3; i += 1) breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 5000 });
    time.advance(3000);
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 2000 });
  });

  it('lets one probe through when the time is up; its success closes the breaker', () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 2, openMs: 5000, now: time.now });
    breaker.failed();
    breaker.failed();
    time.advance(5000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.admit()).toEqual({ admitted: true, probe: true });
    // Others wait while the probe is out.
    expect(breaker.admit().admitted).toBe(false);
    breaker.succeeded();
    expect(breaker.state()).toBe('closed');
    expect(breaker.admit()).toEqual({ admitted: true, probe: false });
  });

  it('opens again for a whole period when the probe fails', () => {
    const time = clock();
    const breaker = createCircuitBreaker({ failureThreshold: 2, openMs: 5000, now: time.now });
    breaker.failed();
    breaker.failed();
    time.advance(6000);
    expect(breaker.admit()).toMatchObject({ probe: true });
    breaker.failed();
    expect(breaker.state()).toBe('open');
    expect(breaker.admit()).toEqual({ admitted: false, retryAfterMs: 5000 });
  });
});
