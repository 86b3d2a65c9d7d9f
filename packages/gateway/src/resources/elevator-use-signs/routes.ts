import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  ELEVATOR_USE_SIGN_MESSAGES,
  ELEVATOR_USE_SIGN_PRINT_PATHS,
  ELEVATOR_USE_SIGN_WIRE_PATHS,
  ZWireElevatorStatus,
  ZWireElevatorUseSign,
  wirePage,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';
import { PRINTED_PDF, registerBinaryRoute, type HostFile } from '../../http/binary-route';
import { portalOrigin } from '../../http/portal-origin';
import { listRoute } from '../../http/list-route';
import { answer, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed } from '../../legacy/wire-values';
import { createPublicLimiter, TOO_MANY } from '../public/limits';
import { toElevatorStatus, toElevatorUseSign, toElevatorUseSignFilters, USE_SIGN_SORT_FIELDS, type ElevatorUseSignQueryValue } from './mapping';

const s = initServer();

export const elevatorUseSignsServed = servedRoutes(contract.elevatorUseSigns, ['list', 'publicStatus']);

const REFUSALS = { [ELEVATOR_USE_SIGN_MESSAGES.notFound]: 404, [ELEVATOR_USE_SIGN_MESSAGES.unknownCode]: 404 };

/** The clean API over `elevator/useSign/list` and the public elevator status. */
export function elevatorUseSignHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);
  const limiter = createPublicLimiter(ctx.store);
  return s.router(elevatorUseSignsServed, {
    list: listRoute(ctx, {
      path: ELEVATOR_USE_SIGN_WIRE_PATHS.list,
      sortFields: USE_SIGN_SORT_FIELDS,
      filters: (query: ElevatorUseSignQueryValue, request) => toElevatorUseSignFilters(query, portalOrigin(request, ctx.config)),
      schema: wirePage(ZWireElevatorUseSign),
      map: toElevatorUseSign,
      refusals: REFUSALS,
    }),
    publicStatus: async ({ query, request, reply }) => {
      if (!(await limiter.allow(request, [['statusByAddress']]))) return problemResult(ctx, request, reply, { problem: TOO_MANY });
      const status = await call({ method: 'GET', path: ELEVATOR_USE_SIGN_WIRE_PATHS.publicStatus, query: { statusCode: query.code } });
      return answer(ctx, request, reply, 200, parsed(status, ZWireElevatorStatus, toElevatorStatus));
    },
  });
}

/**
 * `GET /api/v1/elevator-use-signs/:id/pdf` (one) and `GET /api/v1/elevator-use-signs/pdf?ids=` (several,
 * one sign per page): the print host's PDF streamed with its Chinese file name; another unit's
 * elevator or a non-elevator is a 404.
 */
export function registerElevatorUseSignPrints(app: FastifyInstance, ctx: GatewayContext): void {
  const signs = (ids: string, request: FastifyRequest, refusals: Readonly<Record<string, number>>): HostFile => ({
    path: ELEVATOR_USE_SIGN_PRINT_PATHS.signs,
    query: { ids, origin: portalOrigin(request, ctx.config) },
    refusals,
  });
  const batchRefusals = { ...REFUSALS, [ELEVATOR_USE_SIGN_MESSAGES.tooMany]: 400 };
  registerBinaryRoute(app, ctx, { route: contract.elevatorUseSigns.print, kind: PRINTED_PDF, file: ({ params }, request) => signs(params.id, request, REFUSALS) });
  registerBinaryRoute(app, ctx, { route: contract.elevatorUseSigns.printBatch, kind: PRINTED_PDF, file: ({ query }, request) => signs(query.ids, request, batchRefusals) });
}
