import { describe, expect, it } from 'vitest';
import { clearSessionCookie, sessionCookieName, setSessionCookie, type SessionReply } from './cookie';

function recordingReply() {
  const calls: { kind: string; name: string; options: unknown }[] = [];
  const reply: SessionReply = {
    setCookie: (name, _value, options) => calls.push({ kind: 'set', name, options }),
    clearCookie: (name, options) => calls.push({ kind: 'clear', name, options }),
    header: () => undefined,
  };
  return { reply, calls };
}

describe('the session cookie', () => {
  it('is named __Host-portal_session when Secure, portal_session over plain HTTP', () => {
    expect(sessionCookieName({ secure: true })).toBe('__Host-portal_session');
    expect(sessionCookieName({ secure: false })).toBe('portal_session');
  });

  it('is set and cleared under the same name with Path=/ and no Domain, as __Host- requires', () => {
    const { reply, calls } = recordingReply();
    setSessionCookie(reply, 'v1.token', Date.now() + 60_000, { secure: true });
    clearSessionCookie(reply, { secure: true });
    expect(calls.map((call) => [call.kind, call.name])).toEqual([
      ['set', '__Host-portal_session'],
      ['clear', '__Host-portal_session'],
    ]);
    for (const call of calls) {
      expect(call.options).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'lax' });
      expect(call.options).not.toHaveProperty('domain');
    }
  });
});
