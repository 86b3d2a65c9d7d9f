import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/schema';
import { loginRequired } from './answers';
import { stoneFail, stoneOk } from './business-answers';
import { failed, type Checked } from './checked';
import { GET_OR_POST } from './methods';
import { wireParams, type WireParams } from './params';
import { NO_UNIT_MESSAGE, scopedUser, type ScopedUser } from './scope';

export type UnitAction = (scoped: ScopedUser, params: WireParams, request: FastifyRequest) => Promise<Checked<unknown>>;

/**
 * A route of the unit's records: the session's user and unit in, `result`/`errorMsg`/`data` out.
 * `okMessage` is the notice a write answers with (保存成功); it may depend on the parameters.
 */
export function unitRoute(
  app: FastifyInstance,
  context: AppContext,
  url: string,
  action: UnitAction,
  okMessage?: (params: WireParams) => string,
): void {
  app.route({
    method: GET_OR_POST,
    url,
    handler: async (request) => {
      const scoped = await scopedUser(context, request);
      if (!scoped) return loginRequired();
      const params = wireParams(request);
      const outcome = await action(scoped, params, request);
      return outcome.ok ? stoneOk(outcome.value, okMessage?.(params)) : stoneFail(outcome.message);
    },
  });
}

export type OwnUnitAction = (user: UserRow, unitId: string, params: WireParams, request: FastifyRequest) => Promise<Checked<unknown>>;

/**
 * A unitRoute over the records of the caller's own unit: institute staff, who belong to no unit, are
 * refused with NO_UNIT_MESSAGE before `action` runs.
 */
export function ownUnitRoute(
  app: FastifyInstance,
  context: AppContext,
  url: string,
  action: OwnUnitAction,
  okMessage?: (params: WireParams) => string,
): void {
  unitRoute(app, context, url, async ({ user, scope }, params, request) => (scope.unitId ? action(user, scope.unitId, params, request) : failed(NO_UNIT_MESSAGE)), okMessage);
}

/** The id segment of a `…/detail/{id}` route. */
export function idSegment(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}
