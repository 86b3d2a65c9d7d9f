import Fastify from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerOutsideContract, installResponseCheck } from './response-check';

const ROUTE = {
  method: 'GET',
  path: '/things/:id',
  responses: { 200: z.object({ id: z.string(), count: z.number().int() }), 204: z.undefined() },
};

describe('installResponseCheck', () => {
  const app = Fastify();
  const errors: unknown[] = [];
  beforeAll(async () => {
    installResponseCheck(app);
    app.setErrorHandler((error, _request, reply) => {
      errors.push(error);
      void reply.status(500).send({ failed: true });
    });
    app.get('/good', { config: { tsRestRoute: ROUTE } }, async () => ({ id: 'a', count: 1, extra: 'kept' }));
    app.get('/bad', { config: { tsRestRoute: ROUTE } }, async () => ({ id: 7, count: 1.5 }));
    app.get('/plain', async () => ({ anything: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends an answer that matches the contract as the handler built it, not the parsed copy', async () => {
    const response = await app.inject('/good');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'a', count: 1, extra: 'kept' });
  });

  it('turns an answer outside the contract into a 500 naming the fields', async () => {
    const response = await app.inject('/bad');
    expect(response.statusCode).toBe(500);
    const error = errors.at(-1);
    expect(error).toBeInstanceOf(AnswerOutsideContract);
    expect((error as AnswerOutsideContract).issues).toEqual([expect.stringMatching(/^id: /), expect.stringMatching(/^count: /)]);
    expect((error as Error).message).toContain('GET /things/:id');
  });

  it('leaves routes outside the contract alone', async () => {
    expect((await app.inject('/plain')).statusCode).toBe(200);
  });
});
