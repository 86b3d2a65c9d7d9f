import { message, pageOf, ZInteractionDetailSchema, ZInteractionSchema, ZUnreadCountSchema, type InteractionBody } from '@portal/contract';
import { INTERACTION_MESSAGES } from '@portal/legacy-protocol';
import { DEMO_ACCOUNTS } from '@portal/legacy-server/testing';
import { describe, expect, it } from 'vitest';
import { setUpGatewayTests } from '../../integration-support';

const ZPage = pageOf(ZInteractionSchema);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);

const { cookies, inject, upload } = setUpGatewayTests(['qiye', 'zhenhai', 'shenhe'], { platform: { onboarding: { smsOutbox: true } } });

const QUESTION: InteractionBody = {
  subject: '反应釜检验报告领取方式',
  topic: 'equipment',
  relatedId: '30201',
  content: '检验报告可以快递到厂区吗？',
};

async function unread(cookie: string, url = '/api/v1/interactions/unread-count'): Promise<number> {
  const res = await inject(cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return ZUnreadCountSchema.parse(res.json()).count;
}

async function threads(cookie: string, url = '/api/v1/interactions') {
  const res = await inject(cookie, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return ZPage.parse(res.json());
}

describe('interactions, the unit side', () => {
  it("lists only the unit's own threads, the latest message first, with the last message's excerpt", async () => {
    const own = await threads(cookies.qiye);
    expect(own.items.map((item) => item.id)).toEqual(['81002', '81001']);
    expect(own.items[0]).toMatchObject({ unitName: '宁波悦澜酒店管理有限公司', topic: 'general', unread: 1, lastSide: 'institute', state: 'open' });
    expect(own.items[0]?.excerpt).toContain('定期检验请在下次检验日期前一个月内提交申请');
    expect(own.items[1]).toMatchObject({ topic: 'application', relatedId: '60003', relatedLabel: expect.stringMatching(/^BJ/) });
    expect((await threads(cookies.zhenhai)).items.map((item) => item.id)).toEqual(['81003']);
  });

  it('filters by unread, topic and keyword', async () => {
    expect((await threads(cookies.qiye, '/api/v1/interactions?unreadOnly=true')).items.map((item) => item.id)).toEqual(['81002']);
    expect((await threads(cookies.qiye, '/api/v1/interactions?topic=application')).items.map((item) => item.id)).toEqual(['81001']);
    expect((await threads(cookies.qiye, `/api/v1/interactions?keyword=${encodeURIComponent('维保单位')}`)).items.map((item) => item.id)).toEqual(['81001']);
  });

  it("answers 404 for another unit's thread, to read or to write", async () => {
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/interactions/81001')).statusCode).toBe(404);
    expect((await inject(cookies.zhenhai, 'POST', '/api/v1/interactions/81001/messages', { content: '你好' })).statusCode).toBe(404);
  });

  it("marks the institute's reply read when the unit opens the thread", async () => {
    expect(await unread(cookies.qiye)).toBe(1);
    const res = await inject(cookies.qiye, 'GET', '/api/v1/interactions/81002');
    expect(res.statusCode, res.body).toBe(200);
    const thread = ZInteractionDetailSchema.parse(res.json());
    expect(thread.messages.map((item) => [item.side, item.author])).toEqual([
      ['enterprise', DEMO_ACCOUNTS.qiye.name],
      ['institute', DEMO_ACCOUNTS.shenhe.name],
    ]);
    expect(await unread(cookies.qiye)).toBe(0);
    expect((await threads(cookies.qiye)).items.find((item) => item.id === '81002')?.unread).toBe(0);
  });

  it('refuses an empty message and a record topic without its record with field messages, and creates nothing', async () => {
    const before = (await threads(cookies.zhenhai)).total;
    const empty = await inject(cookies.zhenhai, 'POST', '/api/v1/interactions', { ...QUESTION, content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toContainEqual({ path: 'content', code: 'required', message: message('required') });
    const noRecord = await inject(cookies.zhenhai, 'POST', '/api/v1/interactions', { ...QUESTION, relatedId: undefined });
    expect(noRecord.json().errors).toContainEqual({ path: 'relatedId', code: 'required', message: message('required') });
    const foreign = await inject(cookies.zhenhai, 'POST', '/api/v1/interactions', { ...QUESTION, relatedId: '30101' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().detail).toBe(INTERACTION_MESSAGES.relatedForeign);
    const emptyReply = await inject(cookies.zhenhai, 'POST', '/api/v1/interactions/81003/messages', { content: '' });
    expect(emptyReply.statusCode).toBe(400);
    expect(emptyReply.json().errors).toContainEqual({ path: 'content', code: 'required', message: message('required') });
    expect((await threads(cookies.zhenhai)).total).toBe(before);
  });

  it("sends a file with a message; both sides of the thread may open it, another unit may not", async () => {
    const fileId = (await upload(cookies.zhenhai, { name: '反应釜检验准备清单.pdf', type: 'application/pdf', bytes: PDF })).id;
    const sent = await inject(cookies.zhenhai, 'POST', '/api/v1/interactions/81003/messages', { content: '附上准备清单，请审阅。', attachmentIds: [fileId] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(ZInteractionDetailSchema.parse(sent.json()).messages.at(-1)).toMatchObject({ attachmentIds: [fileId], attachments: [{ id: fileId, fileName: '反应釜检验准备清单.pdf', refType: 'interaction' }] });
    const own = await inject(cookies.zhenhai, 'GET', `/api/v1/interactions/81003/files/${fileId}`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const desk = await inject(cookies.shenhe, 'GET', `/api/v1/interaction-desk/81003/files/${fileId}`);
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.headers['content-disposition']).toContain(encodeURIComponent('反应釜检验准备清单.pdf'));
    expect((await inject(cookies.qiye, 'GET', `/api/v1/interactions/81003/files/${fileId}`)).statusCode).toBe(404);
    expect((await inject(cookies.qiye, 'GET', `/api/v1/interactions/81001/files/${fileId}`)).statusCode).toBe(404);
  });

  it('refuses the desk to an enterprise account (403)', async () => {
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/interaction-desk')).statusCode).toBe(403);
    expect((await inject(cookies.zhenhai, 'GET', '/api/v1/interaction-desk/unread-count')).statusCode).toBe(403);
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/interactions/unread-count')).statusCode).toBe(403);
  });
});

describe('interactions, the institute desk', () => {
  let id = '';

  it("sees a new thread of any unit as unread, and reading it clears the institute's count", async () => {
    const before = await unread(cookies.shenhe, '/api/v1/interaction-desk/unread-count');
    const created = await inject(cookies.zhenhai, 'POST', '/api/v1/interactions', QUESTION);
    expect(created.statusCode, created.body).toBe(201);
    const thread = ZInteractionDetailSchema.parse(created.json());
    id = thread.id;
    expect(thread).toMatchObject({ topic: 'equipment', relatedLabel: '21303302112018060021', unitName: '宁波镇海宏泰化工有限公司', state: 'open' });
    expect(await unread(cookies.shenhe, '/api/v1/interaction-desk/unread-count')).toBe(before + 1);
    const desk = await threads(cookies.shenhe, `/api/v1/interaction-desk?unreadOnly=true&unitName=${encodeURIComponent('宏泰')}`);
    expect(desk.items.map((item) => item.id)).toEqual([id, '81003']);
    expect((await inject(cookies.shenhe, 'GET', `/api/v1/interaction-desk/${id}`)).statusCode).toBe(200);
    expect(await unread(cookies.shenhe, '/api/v1/interaction-desk/unread-count')).toBe(before);
  });

  it("replies: the unit's count goes up and the thread's creator is texted", async () => {
    const res = await inject(cookies.shenhe, 'POST', `/api/v1/interaction-desk/${id}/messages`, { content: '可以，请在检验申请中选择快递并填写地址。' });
    expect(res.statusCode, res.body).toBe(201);
    expect(ZInteractionDetailSchema.parse(res.json()).messages.at(-1)).toMatchObject({ side: 'institute', author: DEMO_ACCOUNTS.shenhe.name });
    expect(await unread(cookies.zhenhai)).toBe(1);
    const outbox = await inject(undefined, 'GET', `/api/v1/sms-outbox?mobile=${DEMO_ACCOUNTS.zhenhai.mobile}`);
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect((outbox.json().items as { text: string }[])[0]?.text).toContain('反应釜检验报告领取方式');
  });

  it('closes a thread; then neither side may add a message (409)', async () => {
    const closed = await inject(cookies.shenhe, 'POST', `/api/v1/interaction-desk/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(ZInteractionDetailSchema.parse(closed.json()).state).toBe('closed');
    const late = await inject(cookies.zhenhai, 'POST', `/api/v1/interactions/${id}/messages`, { content: '收到，谢谢' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(INTERACTION_MESSAGES.closed);
    expect((await inject(cookies.shenhe, 'POST', `/api/v1/interaction-desk/${id}/messages`, { content: '补充' })).statusCode).toBe(409);
    expect((await threads(cookies.shenhe, '/api/v1/interaction-desk?state=closed')).items.map((item) => item.id)).toEqual([id]);
  });

  it('answers 404 for a thread that does not exist', async () => {
    expect((await inject(cookies.shenhe, 'GET', '/api/v1/interaction-desk/99999')).statusCode).toBe(404);
  });
});
