import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../security/shared-store';
import { isRoleSuperseded, keepCurrentRole } from './current-role';

describe('the current role of a platform session', () => {
  it('supersedes the tokens sealed with another role once a role is kept for their session', async () => {
    const store = createMemoryStore();
    await keepCurrentRole(store, { sid: 'S1', roleId: 'enterprise_user' }, 60_000);
    expect(await isRoleSuperseded(store, { sid: 'S1', roleId: 'system_admin' })).toBe(true);
    expect(await isRoleSuperseded(store, { sid: 'S1', roleId: 'enterprise_user' })).toBe(false);
  });

  it('leaves the other sessions alone, and a session with nothing kept', async () => {
    const store = createMemoryStore();
    await keepCurrentRole(store, { sid: 'S1', roleId: 'enterprise_user' }, 60_000);
    expect(await isRoleSuperseded(store, { sid: 'S2', roleId: 'system_admin' })).toBe(false);
  });

  it('forgets the role with the session', async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    await keepCurrentRole(store, { sid: 'S1', roleId: 'enterprise_user' }, 60_000);
    now = 60_001;
    expect(await isRoleSuperseded(store, { sid: 'S1', roleId: 'system_admin' })).toBe(false);
  });
});
