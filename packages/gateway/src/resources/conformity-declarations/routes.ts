import { initServer } from '@ts-rest/fastify';
import { contract, type ConformityDeclaration, type ZConformityDeclarationBodySchema, type ZConformityDeclarationQuerySchema } from '@portal/contract';
import {
  CONFORMITY_DECLARATION_MESSAGES,
  CONFORMITY_DECLARATION_PRINT_PATHS,
  CONFORMITY_DECLARATION_WIRE_PATHS,
  wirePath,
  ZWireConformityDeclaration,
  type QueryValue,
  type WireConformityDeclaration,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { GatewayContext } from '../../context';
import { PRINTED_PDF, registerBinaryRoute } from '../../http/binary-route';
import { answer, platformSession, problemResult } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall } from '../../legacy/client';
import { parsedPage } from '../../legacy/paged-list';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { isoDate, parsed, reviewStateLabel, reviewStateOf, sortFieldsOf, textOrNull, UNSORTABLE, wirePagingOf } from '../../legacy/wire-values';

const s = initServer();

export const conformityDeclarationsServed = servedRoutes(contract.conformityDeclarations, ['list', 'get', 'create']);

const REFUSALS = {
  [CONFORMITY_DECLARATION_MESSAGES.notFound]: 404,
  [CONFORMITY_DECLARATION_MESSAGES.notElevator]: 404,
  [CONFORMITY_DECLARATION_MESSAGES.duplicate]: 409,
};

export function toConformityDeclaration(wire: WireConformityDeclaration): ConformityDeclaration {
  return {
    id: wire.id,
    equipmentId: wire.equipmentId,
    registerCode: wire.registCode,
    equipmentName: wire.equName,
    year: wire.year,
    maintenanceUnit: wire.maintUnit,
    selfCheckDate: isoDate(wire.selfCheckDate),
    conforms: wire.conforms,
    declarant: wire.declarant,
    declaredAt: wire.declareDate ?? null,
    state: reviewStateOf(wire.status),
    opinion: textOrNull(wire.opinion),
    remark: wire.remark ?? '',
    attachmentIds: wire.attachmentIds,
  };
}

/** Clean sort fields -> the declaration columns `elevator/compliance/list` orders by. */
export const CONFORMITY_SORT_FIELDS = sortFieldsOf(['year', 'registerCode', 'declaredAt']);

/** `elevator/compliance/list` parameters; undefined when `sort` names a field the list cannot sort by. */
export function toConformityQuery(query: z.output<typeof ZConformityDeclarationQuerySchema>): Record<string, QueryValue> | undefined {
  const paging = wirePagingOf(query.page, query.pageSize, query.sort, CONFORMITY_SORT_FIELDS);
  if (!paging) return undefined;
  return {
    ...paging,
    keyword: query.keyword,
    year: query.year === undefined ? undefined : String(query.year),
    status: query.state ? reviewStateLabel(query.state) : undefined,
  };
}

export function toConformityForm(body: z.output<typeof ZConformityDeclarationBodySchema>): Record<string, string> {
  return {
    equipmentId: body.equipmentId,
    year: String(body.year),
    maintUnit: body.maintenanceUnit,
    selfCheckDate: body.selfCheckDate,
    conforms: body.conforms ? '1' : '0',
    declarant: body.declarant,
    remark: body.remark,
    attachmentIds: body.attachmentIds.join(','),
  };
}

/** The clean API over `elevator/compliance`: list, detail and create (= sign and submit). */
export function conformityDeclarationHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);
  return s.router(conformityDeclarationsServed, {
    list: async ({ query, request, reply }) => {
      const wireQuery = toConformityQuery(query);
      if (!wireQuery) return problemResult(ctx, request, reply, { problem: UNSORTABLE });
      const list = await call({ method: 'GET', path: CONFORMITY_DECLARATION_WIRE_PATHS.list, query: wireQuery, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsedPage(list, ZWireConformityDeclaration, toConformityDeclaration));
    },
    get: async ({ params, request, reply }) => {
      const found = await call({ method: 'GET', path: CONFORMITY_DECLARATION_WIRE_PATHS.detail, query: { id: params.id }, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(found, ZWireConformityDeclaration, toConformityDeclaration));
    },
    create: async ({ body, request, reply }) => {
      const saved = await call({ method: 'POST', path: CONFORMITY_DECLARATION_WIRE_PATHS.save, form: toConformityForm(body), session: platformSession(request) });
      return answer(ctx, request, reply, 201, parsed(saved, ZWireConformityDeclaration, toConformityDeclaration));
    },
  });
}

/** `GET /api/v1/conformity-declarations/:id/pdf`: the print host's PDF with its Chinese file name. */
export function registerConformityDeclarationDownload(app: FastifyInstance, ctx: GatewayContext): void {
  registerBinaryRoute(app, ctx, {
    route: contract.conformityDeclarations.download,
    kind: PRINTED_PDF,
    file: ({ params }) => ({ path: wirePath(CONFORMITY_DECLARATION_PRINT_PATHS.file, params.id), refusals: REFUSALS }),
  });
}
