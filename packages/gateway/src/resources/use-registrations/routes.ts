import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  USE_REGISTRATION_MESSAGES,
  USE_REGISTRATION_WIRE_PATHS,
  useRegistrationDetailPath,
  useRegistrationForm,
  wireRecord,
  ZWireAttachment,
  ZWireText,
  ZWireUseRegistration,
  ZWireUseRegistrationDetail,
  ZWireUseRegistrationKinds,
  wirePage,
} from '@portal/legacy-protocol';
import { z } from 'zod/v4';
import type { GatewayContext } from '../../context';
import { listRoute } from '../../http/list-route';
import { deleteHandler, recordHandlers, saveAt } from '../../http/record-handlers';
import { answer, platformSession } from '../../http/respond';
import type { LegacyCall, LegacySession } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed } from '../../legacy/wire-values';
import { toAttachment } from '../attachments/mapping';
import {
  kindCode,
  toSavedUseRegistration,
  toUseRegistrationDetail,
  toUseRegistrationForm,
  toUseRegistrationFilters,
  toUseRegistrationSummary,
  USE_REGISTRATION_SORT_FIELDS,
  type UseRegistrationBodyValue,
  type UseRegistrationQueryValue,
} from './mapping';

const s = initServer();
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
export function useRegistrationHandlers(ctx: GatewayContext) {
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

  const save = saveAt(call, {
    paths: { create: USE_REGISTRATION_WIRE_PATHS.save, update: USE_REGISTRATION_WIRE_PATHS.modify },
    form: (body: UseRegistrationBodyValue, id) => useRegistrationForm(toUseRegistrationForm(body), id),
    schema: ZWireSavedApplication,
    map: toSavedUseRegistration,
  });

  return s.router(contract.useRegistrations, {
    list: listRoute(ctx, {
      path: USE_REGISTRATION_WIRE_PATHS.list,
      sortFields: USE_REGISTRATION_SORT_FIELDS,
      filters: (query: UseRegistrationQueryValue) => toUseRegistrationFilters(query),
      schema: wirePage(ZWireUseRegistration),
      map: toUseRegistrationSummary,
      refusals: REFUSALS,
    }),

    ...recordHandlers(ctx, { read: readDetail, save }),

    delete: deleteHandler(ctx, call, USE_REGISTRATION_WIRE_PATHS.del),

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
