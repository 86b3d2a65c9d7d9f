import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cookieValue, wireParams } from './params';

async function echoApp() {
  const app = Fastify();
  await app.register(formbody);
  app.post('/echo', async (request) => ({ params: { ...wireParams(request) }, sid: cookieValue(request, 'jeesite.session.id') ?? null }));
  return app;
}

describe('wireParams', () => {
  it('merges query string and form body, the query string first', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/echo?__sid=abc&id=fromQuery',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=fromBody&name=%E5%BC%A0%E4%B8%BD',
    });
    expect(response.json().params).toEqual({ __sid: 'abc', id: 'fromQuery', name: '张丽' });
  });

  it('takes the first of repeated values', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/echo?id=1&id=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=a&x=b',
    });
    expect(response.json().params).toEqual({ id: '1', x: 'a' });
  });
});

describe('cookieValue', () => {
  it('finds one cookie among several', async () => {
    const app = await echoApp();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { cookie: 'a=1; jeesite.session.id=0123abcd; b=2' },
    });
    expect(response.json().sid).toBe('0123abcd');
  });
});
