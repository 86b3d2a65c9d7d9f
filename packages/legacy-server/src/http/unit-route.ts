import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { loginRequired } from './answers';
import { stoneFail, stoneOk } from './business-answers';
import type { Checked } from './checked';
import { GET_OR_POST } from './methods';
import { wireParams, type WireParams } from './params';
import { scopedUser, type ScopedUser } from './scope';

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

/** The id segment of a `…/detail/{id}` route. */
export function idSegment(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}
