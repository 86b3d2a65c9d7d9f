import { ACCESS } from '@portal/contract';
import { CHANGE_MESSAGES, CHANGE_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { stoneFail, stoneOk } from '../../http/business-answers';
import { failed, passed, type Checked } from '../../http/checked';
import { GET_OR_POST } from '../../http/methods';
import { wireParams, type WireParams } from '../../http/params';
import { holdsAccess } from '../../http/role-access';
import { unitRoute } from '../../http/unit-route';
import { changesAfter } from './store';

const DEFAULT_PAGE_SIZE = 100;

function cursorQuery(params: WireParams): Checked<{ after: number; pageSize: number }> {
  const after = (params.after ?? '').trim();
  const size = (params.pageSize ?? '').trim();
  if (after !== '' && !/^\d{1,15}$/.test(after)) return failed(CHANGE_MESSAGES.after);
  if (size !== '' && !/^[1-9]\d{0,3}$/.test(size)) return failed(CHANGE_MESSAGES.after);
  return passed({ after: after === '' ? 0 : Number(after), pageSize: size === '' ? DEFAULT_PAGE_SIZE : Number(size) });
}

/**
 * `changes`: the log of writes to units' records (migration 0015). `listData` answers the caller's
 * scope: a unit's account its unit's changes, a role holding `inspection:review` every unit's,
 * anyone else none. `feed` answers every unit's to the gateway's poller, which has no session: only
 * when the platform requires the gateway's shared secret (checked before any route runs), so the
 * secret is the guard; without one it refuses.
 */
export function changeRoutes(app: FastifyInstance, context: AppContext, options: { platformSecret?: string } = {}): void {
  unitRoute(app, context, CHANGE_WIRE_PATHS.list, async ({ user, scope }, params) => {
    const query = cursorQuery(params);
    if (!query.ok) return query;
    const all = scope.unitId === null && (await holdsAccess(context.db, user, ACCESS.inspectionReview));
    return passed(await changesAfter(context.db, { unitId: scope.unitId, all }, query.value.after, query.value.pageSize));
  });

  app.route({
    method: GET_OR_POST,
    url: CHANGE_WIRE_PATHS.feed,
    config: { public: true },
    handler: async (request) => {
      if (!options.platformSecret) return stoneFail(CHANGE_MESSAGES.feedClosed);
      const query = cursorQuery(wireParams(request));
      if (!query.ok) return stoneFail(query.message);
      return stoneOk(await changesAfter(context.db, { unitId: null, all: true }, query.value.after, query.value.pageSize));
    },
  });
}
