import { DEFAULT_AREA_CODE, isPassword, PASSWORD_SPECIALS } from '@portal/contract';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/database';
import { newId } from '../db/ids';
import { roles, userRoles, users } from '../db/schema';
import { DEMO_ROLE_IDS, DEMO_ROLES } from './demo-accounts';

/** The administrator a platform without demo data starts with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export type FirstAdmin = { loginName: string; password: string };

export const FIRST_ADMIN_NAME = '系统管理员';

/** ADMIN_USERNAME: a login name without spaces or control characters. */
export const ADMIN_USERNAME_PATTERN = /^[^\s\p{Cc}]{1,50}$/u;
export const ADMIN_USERNAME_RULE = 'must be 1-50 characters without spaces';

/** ADMIN_PASSWORD follows the product's password rule, like every password the platform sets. */
export const isAdminPassword = (password: string): boolean => isPassword(password);
export const ADMIN_PASSWORD_RULE = `must be 8-16 characters with an upper-case and a lower-case letter, a digit and one of ${PASSWORD_SPECIALS}`;

/** An empty database, no demo data and no first administrator: nobody could ever sign in. */
export class FirstAdminRequired extends Error {
  constructor() {
    super('ADMIN_PASSWORD is required to create the first administrator of an empty database (or SEED_DEMO=true for the demo data)');
    this.name = 'FirstAdminRequired';
  }
}

/**
 * The platform's roles (the catalogue the demo accounts use too) and one institute administrator
 * without a unit, flagged `isSimplePwd` so the password from the environment must be changed at the
 * first sign-in. Only the hash is stored; the password is never logged.
 */
export async function insertFirstAdmin(db: Db, admin: FirstAdmin, now: Date): Promise<void> {
  const id = newId();
  await db.insert(roles).values(DEMO_ROLES);
  await db.insert(users).values({
    id,
    loginName: admin.loginName,
    name: FIRST_ADMIN_NAME,
    passwordHash: await hashPassword(admin.password),
    unitId: null,
    areaCode: DEFAULT_AREA_CODE,
    isSimplePwd: true,
    currentRoleId: DEMO_ROLE_IDS.administrator,
  });
  await db.insert(userRoles).values({ userId: id, roleId: DEMO_ROLE_IDS.administrator, createdAt: now });
}
