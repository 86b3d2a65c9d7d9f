import { describe, expect, it } from 'vitest';
import { isForgeable, type CsrfRequest } from './csrf';

const PUBLIC = new Set(['https://portal.example.cn']);
const cookiePost = (extra: Partial<CsrfRequest> = {}): CsrfRequest => ({
  method: 'POST',
  sessionSource: 'cookie',
  signsIn: false,
  ownOrigin: 'http://localhost:8080',
  ...extra,
});

describe('isForgeable', () => {
  it('refuses a cookie-authenticated unsafe request from a foreign origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isForgeable(cookiePost({ method, origin: 'https://evil.example', fetchSite: 'cross-site' }), PUBLIC)).toBe(true);
    }
  });

  it('refuses a browser request that is not same-origin and names no origin, or the opaque origin', () => {
    expect(isForgeable(cookiePost({ fetchSite: 'cross-site' }), PUBLIC)).toBe(true);
    expect(isForgeable(cookiePost({ fetchSite: 'same-site', origin: 'https://other.example.cn' }), PUBLIC)).toBe(true);
    expect(isForgeable(cookiePost({ origin: 'null' }), PUBLIC)).toBe(true);
    expect(isForgeable(cookiePost({ fetchSite: 'none' }), PUBLIC)).toBe(true);
  });

  it('accepts what the browser marks same-origin', () => {
    expect(isForgeable(cookiePost({ fetchSite: 'same-origin', origin: 'http://localhost:8080' }), PUBLIC)).toBe(false);
    // The Vite dev server proxies /api from another port: the page and its request share the origin.
    expect(isForgeable(cookiePost({ fetchSite: 'same-origin', origin: 'http://localhost:5173' }), PUBLIC)).toBe(false);
  });

  it('accepts a configured public origin, and the gateway’s own origin, for browsers without Sec-Fetch-Site', () => {
    expect(isForgeable(cookiePost({ origin: 'https://portal.example.cn' }), PUBLIC)).toBe(false);
    expect(isForgeable(cookiePost({ origin: 'https://PORTAL.example.cn:443', fetchSite: 'same-site' }), PUBLIC)).toBe(false);
    expect(isForgeable(cookiePost({ origin: 'http://localhost:8080' }), PUBLIC)).toBe(false);
    expect(isForgeable(cookiePost({ origin: 'https://localhost:8080' }), PUBLIC)).toBe(true);
    expect(isForgeable(cookiePost({ origin: 'http://localhost:8081' }), PUBLIC)).toBe(true);
  });

  it('accepts requests with neither Origin nor Sec-Fetch-Site: no browser sends those cross-site', () => {
    expect(isForgeable(cookiePost(), PUBLIC)).toBe(false);
  });

  it('never checks safe methods or bearer calls', () => {
    expect(isForgeable(cookiePost({ method: 'GET', origin: 'https://evil.example', fetchSite: 'cross-site' }), PUBLIC)).toBe(false);
    expect(isForgeable(cookiePost({ sessionSource: 'bearer', origin: 'https://evil.example' }), PUBLIC)).toBe(false);
  });

  it('checks sign-in without a session (login CSRF), but not other anonymous requests', () => {
    const anonymous = { sessionSource: null, origin: 'https://evil.example', fetchSite: 'cross-site' } as const;
    expect(isForgeable(cookiePost({ ...anonymous, signsIn: true }), PUBLIC)).toBe(true);
    expect(isForgeable(cookiePost({ ...anonymous, signsIn: true, origin: 'https://portal.example.cn' }), PUBLIC)).toBe(false);
    expect(isForgeable(cookiePost({ ...anonymous, signsIn: false }), PUBLIC)).toBe(false);
  });
});
