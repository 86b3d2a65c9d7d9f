import { contract } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { mustChangePasswordFirst } from './password-first';

const weak = { isSimplePwd: true };

describe('mustChangePasswordFirst', () => {
  it('refuses the business routes to a user whose password is too simple', () => {
    expect(mustChangePasswordFirst(contract.equipment.list, weak)).toBe(true);
    expect(mustChangePasswordFirst(contract.dashboard.overview, weak)).toBe(true);
    expect(mustChangePasswordFirst(contract.errorLogs.create, weak)).toBe(true);
  });

  it('leaves the session, own profile and password change open to them', () => {
    for (const route of [
      contract.session.current,
      contract.session.logout,
      contract.session.changeRole,
      contract.me.get,
      contract.me.update,
      contract.me.changePassword,
    ]) {
      expect(mustChangePasswordFirst(route, weak)).toBe(false);
    }
  });

  it('refuses nothing to other users, nor to tokens sealed before the flag was kept', () => {
    expect(mustChangePasswordFirst(contract.equipment.list, { isSimplePwd: false })).toBe(false);
    expect(mustChangePasswordFirst(contract.equipment.list, {})).toBe(false);
    expect(mustChangePasswordFirst(contract.equipment.list, null)).toBe(false);
  });
});
