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
import { deleteHandler, recordHandlers, saveAt } from '../../http/record-handlers';
import { answer, platformSession, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, UNSORTABLE } from '../../legacy/wire-values';
import {
  toCertificate,
  toCertificateListQuery,
  toSavedWorker,
  toWorker,
  toWorkerForm,
  toWorkerListQuery,
  toWorkerCertificate,
  toWorkerOverview,
  toWorkerSummary,
  type WorkerBodyValue,
} from './mapping';

const s = initServer();
const ZWireQualificationPage = wirePage(ZWireQualification);

const REFUSALS = {
  [WORKER_MESSAGES.notFound]: 404,
  [WORKER_MESSAGES.duplicateIdCard]: 409,
};

/** Every certificate of one worker fits one page (the form allows 30). */
const ONE_WORKER_PAGE = { page: 1, pageSize: 100, sort: 'workItem:asc' } as const;

/** The routes of the contract's `workers` group served through the router (the export streams beside it). */
export const workersServed = servedRoutes(contract.workers, [
  'overview',
  'list',
  'get',
  'create',
  'update',
  'delete',
  'certificatesOfWorker',
  'qualifications',
  'certificates',
]);

/**
 * The clean worker API over the platform's `operator` module. Lists and the certificate page
 * carry masked numbers only; the detail (`get`) carries them in full. Writes answer `{ id, state }`
 * (the employment state) from the platform's save answer alone, one round trip; the client reads
 * the worker with `get`.
 */
export function workerHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  const readWorker = async (id: string, session: LegacySession) =>
    parsed(await call({ method: 'GET', path: WORKER_WIRE_PATHS.get, query: { id }, session }), ZWireWorkerDetail, toWorker);

  /** One worker's certificates; the deprecated `qualifications` route answers the same. */
  const certificatesOf = async (id: string, session: LegacySession) => {
    // The worker first, so that another unit's (or a missing) one is a 404, not an empty list.
    const worker = await readWorker(id, session);
    if (!worker.ok) return worker;
    const list = await call({ method: 'GET', path: WORKER_WIRE_PATHS.qualifications, query: toCertificateListQuery(ONE_WORKER_PAGE, id)!, session });
    return parsed(list, ZWireQualificationPage, (wire) => wire.list.map(toWorkerCertificate));
  };

  const save = saveAt(call, {
    paths: { create: WORKER_WIRE_PATHS.add, update: WORKER_WIRE_PATHS.update },
    form: (body: WorkerBodyValue, id) => workerForm(toWorkerForm(body), id),
    schema: ZWireSaved,
    map: toSavedWorker,
  });

  return s.router(workersServed, {
    overview: async ({ request, reply }) => {
      const statistics = await call({ method: 'GET', path: WORKER_WIRE_PATHS.statistics, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(statistics, ZWireWorkerStatistics, toWorkerOverview));
    },

    list: async ({ query, request, reply }) => {
      const wireQuery = toWorkerListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: WORKER_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireWorker, toWorkerSummary));
    },

    ...recordHandlers(ctx, { read: readWorker, save }),

    delete: deleteHandler(ctx, call, WORKER_WIRE_PATHS.del),

    certificatesOfWorker: async ({ params, request, reply }) =>
      answer(ctx, request, reply, 200, await certificatesOf(params.id, platformSession(request))),

    qualifications: async ({ params, request, reply }) =>
      answer(ctx, request, reply, 200, await certificatesOf(params.id, platformSession(request))),

    certificates: async ({ query, request, reply }) => {
      const wireQuery = toCertificateListQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: WORKER_WIRE_PATHS.qualifications, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireQualification, toCertificate));
    },
  });
}
