import type { InteractionRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';
import { attachmentAnswer } from '../attachments/answer';
import type { LastMessage, ThreadMessage } from './store';

const EXCERPT_LENGTH = 80;

const excerpt = (content: string) => (content.length > EXCERPT_LENGTH ? `${content.slice(0, EXCERPT_LENGTH)}…` : content);

export function interactionAnswer(row: InteractionRow, unitName: string, unread: number, last: LastMessage | undefined) {
  return {
    id: row.id,
    title: row.subject,
    topicType: row.topic,
    relId: row.relatedId,
    relName: row.relatedLabel,
    unitName,
    status: row.state,
    createDate: formatWireDateTime(row.createdAt),
    lastMsgDate: formatWireDateTime(row.lastMessageAt),
    unreadNum: unread,
    lastSendType: last?.side ?? '企业',
    lastContent: excerpt(last?.content ?? ''),
  };
}

export function messageAnswer({ row, files }: ThreadMessage) {
  return {
    id: row.id,
    sendType: row.side,
    senderName: row.author,
    content: row.content,
    sendDate: formatWireDateTime(row.sentAt),
    attachmentIds: row.attachmentIds.join(','),
    files: files.map(attachmentAnswer),
  };
}
