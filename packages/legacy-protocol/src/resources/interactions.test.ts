import { describe, expect, it } from 'vitest';
import { interactionForm, ZWireInteractionDetail, ZWireInteractionForm, ZWireInteractionQuery } from './interactions';

describe('interaction wire', () => {
  it('reads a thread as the platform sends it, ids and counts as numbers and files absent', () => {
    const wire = ZWireInteractionDetail.parse({
      id: 81001,
      title: '关于检验申请补充材料的咨询',
      topicType: '检验申请',
      relId: '60003',
      relName: 'BJ20261118900003',
      unitName: '宁波悦澜酒店管理有限公司',
      status: '进行中',
      createDate: '2026-11-20 09:30:00',
      lastMsgDate: 1764139800000,
      unreadNum: '1',
      lastSendType: '检验院',
      lastContent: '请上传维保合同扫描件',
      msgs: [{ id: 82001, sendType: '企业', senderName: '张丽', content: '需要补充哪些材料？', sendDate: '2026-11-20 09:30:00', attachmentIds: '', files: null }],
    });
    expect(wire).toMatchObject({ id: '81001', unreadNum: 1, relId: '60003' });
    expect(wire.lastMsgDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(wire.msgs[0]).toMatchObject({ id: '82001', attachmentIds: [], files: [] });
  });

  it('refuses a thread without a title or with an unknown topic', () => {
    expect(ZWireInteractionForm.safeParse({ title: ' ', topicType: '一般咨询', content: '你好' }).success).toBe(false);
    expect(ZWireInteractionForm.safeParse({ title: '咨询', topicType: '投诉', content: '你好' }).success).toBe(false);
  });

  it('posts the files as comma-separated ids', () => {
    const form = interactionForm(ZWireInteractionForm.parse({ title: '咨询', topicType: '一般咨询', content: '你好', attachmentIds: ['a1', 'a2'] }));
    expect(form).toEqual({ title: '咨询', topicType: '一般咨询', relId: '', content: '你好', attachmentIds: 'a1,a2' });
  });

  it('reads the unread filter as 0 or 1 only', () => {
    expect(ZWireInteractionQuery.safeParse({ unread: '1' }).success).toBe(true);
    expect(ZWireInteractionQuery.safeParse({ unread: 'yes' }).success).toBe(false);
  });
});
