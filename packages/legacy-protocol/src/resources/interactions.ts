import { z } from 'zod/v4';
import { wireList, wireRecord, ZWireCount, ZWireDateTime, ZWireIdList, ZWireOptionalText, ZWireText } from '../wire-values';
import { ZWireAttachment } from './attachments';

/**
 * Interactions (互动留言, `interact`): `result` + `errorMsg`, payload under `data`. The unit pages
 * its threads (`listData`), reads one (`form` by `id`, which marks the institute's messages read),
 * starts one (`save`), adds a message (`saveMsg`) and counts what it has not read (`unreadCount`).
 * The institute lists every unit's threads (`replyList`), reads one (`replyForm`), replies (`reply`),
 * closes one (`close`) and counts (`replyUnreadCount`). `file` and `replyFile` answer a message's
 * file to either side of its thread (the common attachment download serves only the uploader's side).
 */
export const INTERACTION_WIRE_PATHS = {
  list: '/a/stone/interact/listData',
  form: '/a/stone/interact/form',
  save: '/a/stone/interact/save',
  saveMessage: '/a/stone/interact/saveMsg',
  unreadCount: '/a/stone/interact/unreadCount',
  replyList: '/a/stone/interact/replyList',
  replyForm: '/a/stone/interact/replyForm',
  reply: '/a/stone/interact/reply',
  close: '/a/stone/interact/close',
  replyUnreadCount: '/a/stone/interact/replyUnreadCount',
  /** A file of a thread's message (`id` the thread, `attsysid` the file), for either side of the thread. */
  file: '/a/stone/interact/file',
  replyFile: '/a/stone/interact/replyFile',
} as const;

export const WIRE_INTERACTION_TOPICS = ['一般咨询', '检验申请', '设备'] as const;
export type WireInteractionTopic = (typeof WIRE_INTERACTION_TOPICS)[number];

export const WIRE_INTERACTION_STATES = ['进行中', '已关闭'] as const;
export type WireInteractionState = (typeof WIRE_INTERACTION_STATES)[number];

/** Who wrote a message: the unit (企业) or the institute (检验院). */
export const WIRE_INTERACTION_SIDES = ['企业', '检验院'] as const;
export type WireInteractionSide = (typeof WIRE_INTERACTION_SIDES)[number];

export const INTERACTION_MESSAGES = {
  notFound: '留言不存在或无权查看',
  closed: '该留言已关闭，不能继续回复',
  forbidden: '无权处理互动留言',
  relatedForeign: '所选的检验申请或设备不存在或不属于本单位',
  attachmentForeign: '附件不存在、不属于本单位或已关联其他业务',
  fileNotFound: '附件不存在或不属于该留言',
} as const;

export const ZWireInteractionMessage = wireRecord({
  id: ZWireText,
  sendType: ZWireText,
  senderName: ZWireOptionalText,
  content: ZWireOptionalText,
  sendDate: ZWireDateTime,
  attachmentIds: ZWireIdList,
  files: wireList(ZWireAttachment),
});
export type WireInteractionMessage = z.infer<typeof ZWireInteractionMessage>;

const INTERACTION_FIELDS = {
  id: ZWireText,
  title: ZWireText,
  topicType: ZWireText,
  relId: ZWireOptionalText,
  relName: ZWireOptionalText,
  unitName: ZWireOptionalText,
  status: ZWireText,
  createDate: ZWireDateTime,
  lastMsgDate: ZWireDateTime,
  unreadNum: ZWireCount,
  lastSendType: ZWireText,
  lastContent: ZWireOptionalText,
};

export const ZWireInteraction = wireRecord(INTERACTION_FIELDS);
export type WireInteraction = z.infer<typeof ZWireInteraction>;

export const ZWireInteractionDetail = wireRecord({
  ...INTERACTION_FIELDS,
  msgs: wireList(ZWireInteractionMessage),
});
export type WireInteractionDetail = z.infer<typeof ZWireInteractionDetail>;

export const ZWireUnreadCount = wireRecord({ count: ZWireCount });

/** `saveMsg` and `reply`: the thread's `id`, the text and the files. */
export const ZWireInteractionMessageForm = z.object({
  id: z.string().trim().min(1).max(64),
  content: z.string().trim().min(1).max(2000),
  attachmentIds: ZWireIdList,
});
export type WireInteractionMessageFields = z.output<typeof ZWireInteractionMessageForm>;

/** `save`: a new thread with its first message; `relId` names the record of a record topic. */
export const ZWireInteractionForm = z.object({
  title: z.string().trim().min(1).max(100),
  topicType: z.enum(WIRE_INTERACTION_TOPICS),
  relId: z.string().trim().max(64).default(''),
  content: z.string().trim().min(1).max(2000),
  attachmentIds: ZWireIdList,
});
export type WireInteractionFormFields = z.output<typeof ZWireInteractionForm>;

export function interactionForm(fields: WireInteractionFormFields): Record<string, string> {
  return { ...fields, attachmentIds: fields.attachmentIds.join(',') };
}

export function interactionMessageForm(fields: WireInteractionMessageFields): Record<string, string> {
  return { ...fields, attachmentIds: fields.attachmentIds.join(',') };
}

/** Filters of `listData` and `replyList` (the latter also `unitName` and `status`); `unread=1` keeps threads with unread messages. */
export const ZWireInteractionQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  topicType: z.enum(WIRE_INTERACTION_TOPICS).optional(),
  unitName: z.string().trim().max(100).optional(),
  status: z.enum(WIRE_INTERACTION_STATES).optional(),
  unread: z.enum(['0', '1']).optional(),
});
