import { ACCESS } from '@portal/contract';
import {
  INTERACTION_MESSAGES,
  INTERACTION_WIRE_PATHS,
  ZWireInteractionForm,
  ZWireInteractionMessageForm,
  ZWireInteractionQuery,
  type WireInteractionFormFields,
  type WireInteractionMessageFields,
} from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../db/schema';
import { failed, passed, type Checked } from '../../http/checked';
import { invalidFieldMessage } from '../../http/invalid-field-message';
import { parsePaging } from '../../http/paging';
import type { WireParams } from '../../http/params';
import { holdsAccess } from '../../http/role-access';
import { ownUnitRoute, unitRoute } from '../../http/unit-route';
import { notifyServiceApplicant } from '../../service-applications/notify';
import { interactionAnswer, messageAnswer } from './answer';
import { interactionFileRoutes } from './files';
import { findInteraction, INTERACTION_SORTABLE, listInteractions, markRead, messagesOf, unreadCount, type InteractionFilters, type InteractionViewer } from './store';
import { addMessage, closeInteraction, startInteraction } from './writes';
import { QUERY_INVALID } from '../../http/query-params';

const SENT = '发送成功';
const FIELD_LABELS: Record<keyof WireInteractionFormFields | keyof WireInteractionMessageFields, string> = {
  id: '留言',
  title: '主题',
  topicType: '留言类型',
  relId: '相关记录',
  content: '留言内容',
  attachmentIds: '附件',
};

function filtersOf(params: WireParams, viewer: InteractionViewer): Checked<InteractionFilters> {
  const parsed = ZWireInteractionQuery.safeParse(params);
  if (!parsed.success) return failed(QUERY_INVALID);
  const { keyword, topicType, unitName, status, unread } = parsed.data;
  return passed({
    ...(keyword ? { keyword } : {}),
    ...(topicType ? { topic: topicType } : {}),
    // The unit's list has no unit filter.
    ...(unitName && viewer.unitId === null ? { unitName } : {}),
    ...(status ? { state: status } : {}),
    ...(unread === '1' ? { unreadOnly: true } : {}),
  });
}

type FormSchema<T> = { safeParse(params: WireParams): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } } };

function formOf<T>(schema: FormSchema<T>, params: WireParams): Checked<T> {
  const parsed = schema.safeParse(params);
  return parsed.success ? passed(parsed.data) : failed(invalidFieldMessage(FIELD_LABELS, parsed.error.issues, params));
}

/**
 * `interact`: the unit's threads with the institute (`listData`, `form`, `save`, `saveMsg`,
 * `unreadCount`) and the institute's desk over every unit's (`replyList`, `replyForm`, `reply`,
 * `close`, `replyUnreadCount`), which needs the `inspection:review` menu id on the current role;
 * the files of a thread's messages through `file` and `replyFile` (files.ts).
 * Reading a thread marks the other side's messages read for the reader's side (docs/interactions.md).
 */
export function interactionRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const paths = INTERACTION_WIRE_PATHS;
  const desk: InteractionViewer = { unitId: null, side: '检验院' };
  const reviews = (user: UserRow) => holdsAccess(db, user, ACCESS.inspectionReview);

  /** The thread with its messages, after its other side's messages are marked read. */
  const detailOf = async (viewer: InteractionViewer, id: string) => {
    const found = await findInteraction(db, viewer.unitId, id);
    if (!found) return failed(INTERACTION_MESSAGES.notFound);
    await markRead(db, id, viewer.side, context.now());
    const messages = await messagesOf(db, id);
    const last = messages.at(-1)?.row;
    return passed({ ...interactionAnswer(found.row, found.unitName, 0, last), msgs: messages.map(messageAnswer) });
  };

  const list = async (viewer: InteractionViewer, params: WireParams) => {
    const paging = parsePaging(params, INTERACTION_SORTABLE);
    if (typeof paging === 'string') return failed(paging);
    const filters = filtersOf(params, viewer);
    if (!filters.ok) return filters;
    const page = await listInteractions(db, viewer, filters.value, paging);
    return passed({ ...page, list: page.list.map(({ row, unitName, unread, last }) => interactionAnswer(row, unitName, unread, last)) });
  };

  const unit = (unitId: string): InteractionViewer => ({ unitId, side: '企业' });

  ownUnitRoute(app, context, paths.list, async (_user, unitId, params) => list(unit(unitId), params));

  ownUnitRoute(app, context, paths.form, async (_user, unitId, params) => detailOf(unit(unitId), params.id?.trim() ?? ''));

  ownUnitRoute(app, context, paths.unreadCount, async (_user, unitId) => passed({ count: await unreadCount(db, unit(unitId)) }));

  /** A write of the unit's side (a new thread, a message in one): answered with the thread as it now stands. */
  const unitWriteRoute = <T>(url: string, schema: FormSchema<T>, write: (user: UserRow, unitId: string, fields: T) => Promise<Checked<{ id: string }>>) =>
    ownUnitRoute(
      app,
      context,
      url,
      async (user, unitId, params) => {
        const form = formOf(schema, params);
        if (!form.ok) return form;
        const written = await write(user, unitId, form.value);
        return written.ok ? detailOf(unit(unitId), written.value.id) : written;
      },
      () => SENT,
    );

  unitWriteRoute(paths.save, ZWireInteractionForm, (user, unitId, fields) => startInteraction(db, { user, unitId }, fields, context.now()));

  unitWriteRoute(paths.saveMessage, ZWireInteractionMessageForm, (user, unitId, fields) => addMessage(db, { user, side: '企业', unitId }, fields, context.now()));

  unitRoute(app, context, paths.replyList, async ({ user }, params) => ((await reviews(user)) ? list(desk, params) : failed(INTERACTION_MESSAGES.forbidden)));

  unitRoute(app, context, paths.replyForm, async ({ user }, params) => ((await reviews(user)) ? detailOf(desk, params.id?.trim() ?? '') : failed(INTERACTION_MESSAGES.forbidden)));

  unitRoute(app, context, paths.replyUnreadCount, async ({ user }) =>
    (await reviews(user)) ? passed({ count: await unreadCount(db, desk) }) : failed(INTERACTION_MESSAGES.forbidden),
  );

  unitRoute(
    app,
    context,
    paths.reply,
    async ({ user }, params) => {
      if (!(await reviews(user))) return failed(INTERACTION_MESSAGES.forbidden);
      const form = formOf(ZWireInteractionMessageForm, params);
      if (!form.ok) return form;
      const sent = await addMessage(db, { user, side: '检验院', unitId: null }, form.value, context.now());
      if (!sent.ok) return sent;
      await notifyServiceApplicant(context, sent.value.createdBy, `检验院已回复您的留言「${sent.value.subject}」，请登录门户查看`);
      return detailOf(desk, sent.value.id);
    },
    () => SENT,
  );

  unitRoute(app, context, paths.close, async ({ user }, params) => {
    if (!(await reviews(user))) return failed(INTERACTION_MESSAGES.forbidden);
    const closed = await closeInteraction(db, user, params.id?.trim() ?? '', context.now());
    return closed.ok ? detailOf(desk, closed.value.id) : closed;
  });

  interactionFileRoutes(app, context);
}
