import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  WORKER_MESSAGES,
  WORKER_WIRE_PATHS,
  wirePage,
  workerForm,
  ZWireQualification,
  ZWireSaved,
  ZWireWorker,
  ZWireWorkerDetail,
  ZWireWorkerStatistics,
} from '@portal/legacy-protocol';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, toPage, UNSORTABLE } from '../../legacy/wire-values';
import {
  toCertificate,
  toCertificateListQuery,
  toQualification,
  toSavedWorker,
  toWorker,
  toWorkerForm,
  toWorkerListQuery,
  toWorkerOverview,
  toWorkerSummary,
  type WorkerBodyValue,
} from './mapping';

const s = initServer();
const ZWireWorkerPage = wirePage(ZWireWorker);
const ZWireQualificationPage = wirePage(ZWireQualification);

const REFUSALS = {
  [WORKER_MESSAGES.notFound]: 404,
  [WORKER_MESSAGES.duplicateIdCard]: 409,
};

/** Every certificate of one operator fits one page (the form allows 30). */
const ONE_OPERATOR_PAGE = { page: 1, pageSize: 100, sort: 'operatorCode:asc' } as const;

/** The routes of the contract's `workers` group served through the router (the export streams beside it). */
export const workersServed = {
  overview: contract.workers.overview,
  list: contract.workers.list,
  get: contract.workers.get,
  create: contract.workers.create,
  update: contract.workers.update,
  delete: contract.workers.delete,
  qualifications: contract.workers.qualifications,
  certificates: contract.workers.certificates,
};

/**
 * The clean operator API over the platform's `operator` module. Lists and the certificate page
 * carry masked numbers only; the detail (`get`) carries them in full. Writes answer `{ id, state }`
 * (the employment state) from the platform's save answer alone, one round trip; the client reads
 * the operator with `get`.
 */
export function workerRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  const readWorker = async (id: string, session: LegacySession) =>
    parsed(await call({ method: 'GET', path: WORKER_WIRE_PATHS.get, query: { id }, session }), ZWireWorkerDetail, toWorker);

  async function save(body: WorkerBodyValue, session: LegacySession, id?: string) {
    const saved = await call({
      method: 'POST',
      path: id === undefined ? WORKER_WIRE_PATHS.add : WORKER_WIRE_PATHS.update,
      form: workerForm(toWorkerForm(body), id),
      session,
    });
    return parsed(saved, ZWireSaved, toSavedWorker);
  }

  return s.router(workersServed, {
    overview: async ({ request, reply }) => {
      const statistics = await call({ method: 'GET', path: WORKER_WIRE_PATHS.statistics, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(statistics, ZWireWorkerStatistics, toWorkerOverview));
    },

    list: async ({ query, request, reply }) => {
      const wireQuery = toWorkerListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: WORKER_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(list, ZWireWorkerPage, (wire) => toPage(wire, toWorkerSummary)));
    },

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await readWorker(params.id, platformSession(request))),

    create: async ({ body, request, reply }) => answer(ctx, request, reply, 201, await save(body, platformSession(request))),

    update: async ({ params, body, request, reply }) => answer(ctx, request, reply, 200, await save(body, platformSession(request), params.id)),

    delete: async ({ params, request, reply }) => {
      const deleted = await call({ method: 'POST', path: WORKER_WIRE_PATHS.del, form: { id: params.id }, session: platformSession(request) });
      return deleted.ok ? { status: 204 as const, body: undefined } : problemResult(ctx, request, reply, deleted);
    },

    qualifications: async ({ params, request, reply }) => {
      const session = platformSession(request);
      // The operator first, so that another unit's (or a missing) one is a 404, not an empty list.
      const worker = await readWorker(params.id, session);
      if (!worker.ok) return problemResult(ctx, request, reply, worker);
      const wireQuery = toCertificateListQuery(ONE_OPERATOR_PAGE, params.id)!;
      const list = await call({ method: 'GET', path: WORKER_WIRE_PATHS.qualifications, query: wireQuery, session });
      return answer(ctx, request, reply, 200, parsed(list, ZWireQualificationPage, (wire) => wire.list.map(toQualification)));
    },

    certificates: async ({ query, request, reply }) => {
      const wireQuery = toCertificateListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: WORKER_WIRE_PATHS.qualifications, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(list, ZWireQualificationPage, (wire) => toPage(wire, toCertificate)));
    },
  });
}
