import type { RoleRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';
import type { AccountRow } from './store';

/** Row -> `findAccount` record; never the password hash. */
export function accountAnswer(row: AccountRow) {
  return {
    id: row.id,
    loginName: row.loginName,
    userName: row.name,
    mobile: row.mobile,
    unitId: row.unitId,
    unitName: row.unitName,
    roleList: row.roles.map(roleAnswer),
    status: row.status,
    createDate: formatWireDateTime(row.createdAt),
  };
}

export function roleAnswer(role: Pick<RoleRow, 'id' | 'name' | 'roleType'>) {
  return { id: role.id, name: role.name, roleType: role.roleType };
}
