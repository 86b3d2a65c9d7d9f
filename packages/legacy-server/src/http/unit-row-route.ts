import type { Db } from '../db/database';
import type { UnitRow, UserRow } from '../db/schema';
import type { WireParams } from './params';
import { NO_UNIT_MESSAGE, unitOf } from './scope';

/** An action on the records of the caller's 使用单位, given the unit's row; `A` is the module's answer shape. */
export type UnitRowAction<A> = (user: UserRow, unit: UnitRow, params: WireParams) => Promise<A>;

/**
 * The user action (for `userRoutes`) that runs `action` for the caller's unit; institute staff, who
 * have none, get `fail(NO_UNIT_MESSAGE)` in the module's answer shape.
 */
export function withUnitRow<A>(db: Db, fail: (message: string) => A, action: UnitRowAction<A>) {
  return async (user: UserRow, params: WireParams): Promise<A> => {
    const unit = await unitOf(db, user);
    return unit ? action(user, unit, params) : fail(NO_UNIT_MESSAGE);
  };
}
