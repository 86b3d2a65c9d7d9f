import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ZProblemSchema } from '@portal/contract';
import { CLOSING_DETAIL, CLOSING_RETRY_AFTER_S, installClosingRefusal } from './closing';
import { handleError } from './error-handler';

/** An app with the closing refusal and the gateway's error handler, and a switch for `closing`. */
function closingApp() {
  let closing = false;
  const app = Fastify();
  app.setErrorHandler(handleError);
  installClosingRefusal(app, () => closing);
  app.get('/work', async () => {
    // The signal comes while this request is in flight.
    closing = true;
    return { done: true };
  });
  app.get('/other', async () => ({ done: true }));
  return app;
}

describe('installClosingRefusal', () => {
  it('answers a request in flight when the signal comes, with Connection: close', async () => {
    const answer = await closingApp().inject({ method: 'GET', url: '/work' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.connection).toBe('close');
  });

  it('refuses a request arriving while closing with 503 problem JSON, Retry-After and Connection: close', async () => {
    const app = closingApp();
    expect((await app.inject({ method: 'GET', url: '/other' })).headers.connection).not.toBe('close');
    await app.inject({ method: 'GET', url: '/work' });
    const refused = await app.inject({ method: 'GET', url: '/other' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(refused.headers['retry-after']).toBe(String(CLOSING_RETRY_AFTER_S));
    expect(refused.headers.connection).toBe('close');
    expect(ZProblemSchema.parse(refused.json()).detail).toBe(CLOSING_DETAIL);
    expect(refused.json().type).toBe('urn:portal:problem:stopping');
  });
});
