import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  USE_REGISTRATION_MESSAGES,
  USE_REGISTRATION_WIRE_PATHS,
  useRegistrationDetailPath,
  useRegistrationForm,
  wirePage,
  wireRecord,
  ZWireAttachment,
  ZWireText,
  ZWireUseRegistration,
  ZWireUseRegistrationDetail,
  ZWireUseRegistrationKinds,
} from '@portal/legacy-protocol';
import { z } from 'zod/v4';
import type { GatewayContext } from '../../context';
import { answer, platformSession, problemResult } from '../../http/respond';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed, toPage } from '../../legacy/wire-values';
import { toAttachment } from '../attachments/mapping';
import {
  kindCode,
  toSavedUseRegistration,
  toUseRegistrationDetail,
  toUseRegistrationForm,
  toUseRegistrationListQuery,
  toUseRegistrationSummary,
  type UseRegistrationBodyValue,
} from './mapping';

const s = initServer();
const ZWireUseRegistrationPage = wirePage(ZWireUseRegistration);
const ZWireAttachments = z.array(ZWireAttachment);
/** `useManage/save` and `modify` answer the application as `list` writes it; the reference needs its id and state. */
const ZWireSavedApplication = wireRecord({ id: ZWireText, status: ZWireText });

const REFUSALS = {
  [USE_REGISTRATION_MESSAGES.notFound]: 404,
  [USE_REGISTRATION_MESSAGES.notEditable]: 409,
  [USE_REGISTRATION_MESSAGES.notDeletable]: 409,
};

/**
 * The clean use-registration API over `useManage` (list, save, modify, del, attachments) and
 * `epPemUseregistApply` (detail with history, kinds). Writes answer `{ id, state }` from the
 * platform's save answer alone: one round trip, and no second call whose loss would turn a stored
 * write into an error. The client reads the application with `get`.
 */
export function useRegistrationRoutes(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), REFUSALS);

  // The detail and its files come from the two modules; a missing or foreign application is a 404.
  async function readDetail(id: string, session: LegacySession) {
    const [detail, files] = await Promise.all([
      call({ method: 'GET', path: useRegistrationDetailPath(id), session }),
      call({ method: 'GET', path: USE_REGISTRATION_WIRE_PATHS.attachments, query: { id }, session }),
    ]);
    if (!detail.ok) return detail;
    const attachments = parsed(files, ZWireAttachments, (rows) => rows.map(toAttachment));
    if (!attachments.ok) return attachments;
    return parsed(detail, ZWireUseRegistrationDetail, (record) => toUseRegistrationDetail(record, attachments.value));
  }

  async function save(body: UseRegistrationBodyValue, session: LegacySession, id?: string) {
    const saved = await call({
      method: 'POST',
      path: id === undefined ? USE_REGISTRATION_WIRE_PATHS.save : USE_REGISTRATION_WIRE_PATHS.modify,
      form: useRegistrationForm(toUseRegistrationForm(body), id),
      session,
    });
    return parsed(saved, ZWireSavedApplication, toSavedUseRegistration);
  }

  return s.router(contract.useRegistrations, {
    list: async ({ query, request, reply }) => {
      const list = await call({ method: 'GET', path: USE_REGISTRATION_WIRE_PATHS.list, query: toUseRegistrationListQuery(query), session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(list, ZWireUseRegistrationPage, (wire) => toPage(wire, toUseRegistrationSummary)));
    },

    get: async ({ params, request, reply }) => answer(ctx, request, reply, 200, await readDetail(params.id, platformSession(request))),

    create: async ({ body, request, reply }) => answer(ctx, request, reply, 201, await save(body, platformSession(request))),

    update: async ({ params, body, request, reply }) => answer(ctx, request, reply, 200, await save(body, platformSession(request), params.id)),

    delete: async ({ params, request, reply }) => {
      const deleted = await call({ method: 'POST', path: USE_REGISTRATION_WIRE_PATHS.del, form: { id: params.id }, session: platformSession(request) });
      return deleted.ok ? { status: 204 as const, body: undefined } : problemResult(ctx, request, reply, deleted);
    },

    kinds: async ({ request, reply }) => {
      const kinds = await call({ method: 'GET', path: USE_REGISTRATION_WIRE_PATHS.kinds, session: platformSession(request) });
      // A kind the contract has no code for cannot be offered; the label is the platform's word.
      const offered = parsed(kinds, ZWireUseRegistrationKinds, (rows) =>
        rows.flatMap((kind) => {
          const code = kindCode(kind.dictValue);
          return code ? [{ code, label: kind.dictLabel }] : [];
        }),
      );
      return answer(ctx, request, reply, 200, offered);
    },
  });
}
