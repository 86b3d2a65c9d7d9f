import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { loginRequired } from '../http/answers';
import { stoneFail, stoneOk } from '../http/business-answers';
import { GET_OR_POST } from '../http/methods';
import { wireParams, type WireParams } from '../http/params';
import type { Checked } from './checked';
import { scopedUser, type ScopedUser } from './scope';

export type EqmAction = (scoped: ScopedUser, params: WireParams, request: FastifyRequest) => Promise<Checked<unknown>>;

/**
 * A route of the equipment groups: the session's user and unit in, `result`/`errorMsg`/`data` out.
 * `okMessage` is the notice a write answers with (保存成功); it may depend on the parameters.
 */
export function eqmRoute(
  app: FastifyInstance,
  context: AppContext,
  url: string,
  action: EqmAction,
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
