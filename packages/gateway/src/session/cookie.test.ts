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
    const session = calls.filter((call) => call.name === '__Host-portal_session');
    expect(session.map((call) => call.kind)).toEqual(['set', 'clear']);
    for (const call of session) {
      expect(call.options).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'lax' });
      expect(call.options).not.toHaveProperty('domain');
    }
  });

  it('comes with a script-readable hint that says only that a session cookie is there, set and cleared with it', () => {
    const { reply, calls } = recordingReply();
    const values: string[] = [];
    const recording: SessionReply = { ...reply, setCookie: (name, value, options) => (values.push(value), reply.setCookie(name, value, options)) };
    setSessionCookie(recording, 'v1.token', Date.now() + 60_000, { secure: true });
    clearSessionCookie(recording, { secure: true });
    const hint = calls.filter((call) => call.name === 'portal_signed_in');
    expect(hint.map((call) => call.kind)).toEqual(['set', 'clear']);
    expect(values).toEqual(['v1.token', '1']);
    for (const call of hint) expect(call.options).toMatchObject({ httpOnly: false, secure: true, path: '/', sameSite: 'lax' });
  });
});
