import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createForeground, registerForeground } from './foreground';

describe('createForeground', () => {
  it('gives a gap at once when no interactive request is in flight', async () => {
    const foreground = createForeground();
    let resolved = false;
    const gap = foreground.gap(10_000).then(() => (resolved = true));
    await Promise.resolve();
    await gap;
    expect(resolved).toBe(true);
  });

  it('waits for the requests in flight to end, counting each out once', async () => {
    const foreground = createForeground();
    const leaveFirst = foreground.enter();
    const leaveSecond = foreground.enter();
    let resolved = false;
    const gap = foreground.gap(10_000).then(() => (resolved = true));
    leaveFirst();
    leaveFirst();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(resolved).toBe(false);
    expect(foreground.inFlight).toBe(1);
    leaveSecond();
    await gap;
    expect(foreground.inFlight).toBe(0);
  });

  it('goes on after the longest wait when the requests never stop', async () => {
    const foreground = createForeground();
    foreground.enter();
    const started = performance.now();
    await foreground.gap(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect(foreground.inFlight).toBe(1);
  });
});

describe('registerForeground', () => {
  it('starts a print request once the interactive request in flight has answered', async () => {
    const foreground = createForeground();
    const app = Fastify();
    registerForeground(app, foreground);
    const events: string[] = [];
    app.get('/a/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push('interactive answered');
      return { ok: true };
    });
    app.get('/api/print/doc', async () => {
      events.push('print started');
      return { ok: true };
    });
    await app.ready();
    const interactive = app.inject({ method: 'GET', url: '/a/slow' });
    await new Promise((resolve) => setTimeout(resolve, 1));
    expect(foreground.inFlight).toBe(1);
    const print = app.inject({ method: 'GET', url: '/api/print/doc' });
    await Promise.all([interactive, print]);
    expect(events).toEqual(['interactive answered', 'print started']);
    expect(foreground.inFlight).toBe(0);
    await app.close();
  });
});
