import { ZInteractionDeskQuerySchema, ZInteractionQuerySchema } from '@portal/contract';
import { ZWireInteraction } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { toInteraction, toInteractionForm, toInteractionListQuery } from './mapping';

describe('interaction mapping', () => {
  it('asks for the latest message first unless told otherwise, and unread threads as unread=1', () => {
    const query = toInteractionListQuery(ZInteractionQuerySchema.parse({ unreadOnly: 'true', topic: 'application' }));
    expect(query).toMatchObject({ pageNo: '1', orderBy: 'last_msg_date desc', unread: '1', topicType: '检验申请' });
    expect(toInteractionListQuery(ZInteractionQuerySchema.parse({ sort: 'unread:desc' }))).toBeUndefined();
  });

  it("puts the desk's state and unit filters in the wire's words", () => {
    expect(toInteractionListQuery(ZInteractionDeskQuerySchema.parse({ state: 'closed', unitName: '宏泰' }))).toMatchObject({ status: '已关闭', unitName: '宏泰', unread: undefined });
  });

  it('reads a wire thread in the contract words', () => {
    const wire = ZWireInteraction.parse({
      id: 81002,
      title: '客梯年度定期检验时间安排',
      topicType: '一般咨询',
      unitName: '宁波悦澜酒店管理有限公司',
      status: '进行中',
      createDate: '2026-11-25 10:00:00',
      lastMsgDate: '2026-11-26 12:00:00',
      unreadNum: 1,
      lastSendType: '检验院',
      lastContent: '请在下次检验日期前一个月内提交申请',
    });
    expect(toInteraction(wire)).toMatchObject({ id: '81002', topic: 'general', state: 'open', lastSide: 'institute', unread: 1, relatedId: null });
  });

  it('sends no record for a general question', () => {
    expect(toInteractionForm({ subject: '咨询', topic: 'general', relatedId: '60001', content: '你好', attachmentIds: [] }).relId).toBe('');
  });
});
