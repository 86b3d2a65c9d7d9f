import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message, type Interaction, type InteractionDetail } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, pageOf } from '../../test-support/fake-api';
import { ENTERPRISE_USER, INSTITUTE_USER, PAGE_TEST_TIMEOUT, renderPage, VIEW_ONLY_USER } from '../../test-support/render-page';
import { MessagePage } from './message-page';
import { tagSpy } from '../../test-support/page-tag-spy';

afterEach(() => vi.unstubAllGlobals());

const THREAD: Interaction = {
  id: '81002',
  subject: '客梯年度定期检验时间安排',
  topic: 'general',
  relatedId: null,
  relatedLabel: null,
  unitName: '宁波悦澜酒店管理有限公司',
  state: 'open',
  createdAt: '2026-11-25 10:00:00',
  lastMessageAt: '2026-11-26 12:00:00',
  unread: 1,
  lastSide: 'institute',
  excerpt: '定期检验请在下次检验日期前一个月内提交申请',
};

const DETAIL: InteractionDetail = {
  ...THREAD,
  unread: 0,
  messages: [
    { id: '82004', side: 'enterprise', author: '张丽', content: '今年的定期检验大概安排在什么时间？', sentAt: '2026-11-25 10:00:00', attachmentIds: [], attachments: [] },
    { id: '82005', side: 'institute', author: '陈审核', content: '定期检验请在下次检验日期前一个月内提交申请。', sentAt: '2026-11-26 12:00:00', attachmentIds: [], attachments: [] },
  ],
};

const interactionCalls = (api: ReturnType<typeof installFakeApi>) => api.calls.filter((call) => call.url.pathname.startsWith('/api/v1/interaction'));

describe('MessagePage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("shows an enterprise role its unit's threads with the unread badge, and never the desk", async () => {
    const api = installFakeApi({ 'GET /api/v1/interactions': () => pageOf([THREAD]) });
    renderPage(<MessagePage />, { url: '/message_page', user: ENTERPRISE_USER });
    const table = await screen.findByTestId('interaction-table');
    expect(within(table).getByText('客梯年度定期检验时间安排')).toBeTruthy();
    expect(within(table).getByTestId('unread-badge').textContent).toBe('1 条未读');
    expect(screen.getByRole('link', { name: /新建留言/ })).toBeTruthy();
    expect(interactionCalls(api).every((call) => call.url.pathname === '/api/v1/interactions')).toBe(true);
  });

  it('shows a role with inspection:review the desk of every unit', async () => {
    const api = installFakeApi({ 'GET /api/v1/interaction-desk': () => pageOf([{ ...THREAD, lastSide: 'enterprise' }]) });
    renderPage(<MessagePage />, { url: '/message_page', user: INSTITUTE_USER });
    const table = await screen.findByTestId('interaction-table');
    expect(within(table).getByText('宁波悦澜酒店管理有限公司')).toBeTruthy();
    expect(screen.getByTestId('message-page').dataset.side).toBe('institute');
    expect(interactionCalls(api).map((call) => call.url.pathname)).toEqual(['/api/v1/interaction-desk']);
  });

  it('tells a role with neither access that it has no messages, and calls nothing', async () => {
    const api = installFakeApi({});
    renderPage(<MessagePage />, { url: '/message_page', user: VIEW_ONLY_USER });
    expect((await screen.findByTestId('interaction-none')).textContent).toContain('当前角色没有互动留言');
    expect(interactionCalls(api)).toEqual([]);
  });

  it('opens a thread as a conversation and refuses an empty reply with the field message', async () => {
    const api = installFakeApi({
      'GET /api/v1/interactions/:id': () => ({ body: DETAIL }),
      'POST /api/v1/interactions/:id/messages': (call) => ({ status: 201, body: { ...DETAIL, messages: [...DETAIL.messages, { ...DETAIL.messages[0]!, id: '82009', content: (call.body as { content: string }).content }] } }),
    });
    const tag = tagSpy();
    renderPage(tag.wrap(<MessagePage />), { url: '/message_page?id=81002', user: ENTERPRISE_USER });
    const messages = await screen.findAllByTestId('interaction-message');
    expect(tag.title()).toBe('消息中心·客梯年度定期检验时间安排');
    expect(messages.map((item) => item.dataset.side)).toEqual(['enterprise', 'institute']);
    expect(within(messages[1]!).getByText('陈审核')).toBeTruthy();

    fireEvent.click(screen.getByTestId('interaction-send'));
    expect(await screen.findByText(message('required'))).toBeTruthy();
    expect(api.callsTo('/api/v1/interactions/81002/messages')).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: /留言内容/ }), { target: { value: '好的，谢谢' } });
    fireEvent.click(screen.getByTestId('interaction-send'));
    await waitFor(() => expect(api.callsTo('/api/v1/interactions/81002/messages')).toHaveLength(1));
    expect(api.callsTo('/api/v1/interactions/81002/messages')[0]?.body).toEqual({ content: '好的，谢谢', attachmentIds: [] });
  });

  it("downloads a file of the other side's message through the thread's own route", async () => {
    const file = { id: 'f-1', fileName: '检验须知.pdf', contentType: 'application/pdf', size: 2048, refType: 'interaction' as const, refId: '82005', uploadedAt: '2026-11-26 12:00:00' };
    const withFile = { ...DETAIL, messages: [DETAIL.messages[0]!, { ...DETAIL.messages[1]!, attachmentIds: ['f-1'], attachments: [file] }] };
    const api = installFakeApi({
      'GET /api/v1/interactions/:id': () => ({ body: withFile }),
      'GET /api/v1/interactions/:id/files/:fileId': () => ({ body: 'PDF', headers: { 'content-type': 'application/pdf' } }),
    });
    renderPage(<MessagePage />, { url: '/message_page?id=81002', user: ENTERPRISE_USER });
    fireEvent.click(await screen.findByRole('button', { name: /下载/ }));
    await waitFor(() => expect(api.callsTo('/api/v1/interactions/81002/files/f-1')).toHaveLength(1));
    expect(api.callsTo('/api/v1/attachments/f-1/content')).toEqual([]);
  });

  it('offers no reply box on a closed thread', async () => {
    installFakeApi({ 'GET /api/v1/interactions/:id': () => ({ body: { ...DETAIL, state: 'closed' } }) });
    renderPage(<MessagePage />, { url: '/message_page?id=81002', user: ENTERPRISE_USER });
    expect(await screen.findByText('该留言已关闭，不能继续回复。')).toBeTruthy();
    expect(screen.queryByTestId('interaction-reply-form')).toBeNull();
  });

  it('starts a thread about the record passed in the URL and wants a subject first', async () => {
    const api = installFakeApi({
      'GET /api/v1/inspection-applications': () => pageOf([]),
      'POST /api/v1/interactions': () => ({ status: 201, body: { ...DETAIL, id: '81009' } }),
      'GET /api/v1/interactions/:id': () => ({ body: { ...DETAIL, id: '81009' } }),
    });
    renderPage(<MessagePage />, { url: '/message_page?topic=application&relatedId=60003', user: ENTERPRISE_USER });
    await screen.findByTestId('interaction-new-form');
    fireEvent.change(screen.getByRole('textbox', { name: /留言内容/ }), { target: { value: '退回意见怎么处理？' } });
    fireEvent.click(screen.getByTestId('interaction-create'));
    expect(await screen.findByText(message('required'))).toBeTruthy();
    expect(api.callsTo('/api/v1/interactions').filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: /主题/ }), { target: { value: '退回意见咨询' } });
    fireEvent.click(screen.getByTestId('interaction-create'));
    await waitFor(() => expect(api.callsTo('/api/v1/interactions').filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/v1/interactions').find((call) => call.method === 'POST')?.body).toMatchObject({
      subject: '退回意见咨询',
      topic: 'application',
      relatedId: '60003',
      content: '退回意见怎么处理？',
    });
  });
});
