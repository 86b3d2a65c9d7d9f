import { UNIT_WIRE_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { userRoutes } from '../../http/user-route';
import { unitAnswer } from './answer';

/** `/a/stone/user/unit`: the signed-in account's 使用单位, its map merged into the top level. */
export function unitRoutes(app: FastifyInstance, context: AppContext): void {
  userRoutes(app, context, [[UNIT_WIRE_PATHS.unit, async (user) => ({ ...(await unitAnswer(context.db, user)), result: 'true' })]]);
}
