import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt$N$salt$hash, never the password', async () => {
    const stored = await hashPassword('Demo@2024');
    expect(stored).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('Demo@2024');
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('Demo@2024')).not.toBe(await hashPassword('Demo@2024'));
  });

  it('verifies the right password and refuses another', async () => {
    const stored = await hashPassword('Demo@2024');
    expect(await verifyPassword('Demo@2024', stored)).toBe(true);
    expect(await verifyPassword('demo@2024', stored)).toBe(false);
  });

  it('never matches a malformed or plain stored value', async () => {
    expect(await verifyPassword('Demo@2024', 'Demo@2024')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$c2FsdA==$aGFzaA==')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$c2FsdA==$c2hvcnQ=')).toBe(false);
  });
});
