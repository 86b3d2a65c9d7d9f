import { useCatalogue, type Catalogue } from '../../lib/text';

const zh = {
  title: '短信发件箱（演示）',
  intro: '演示环境不接入短信网关：平台发出的短信（验证码、审核结果通知）都保存在这里。生产环境中此页面关闭。',
  mobile: '手机号码',
  search: '查看短信',
  empty: '该号码暂无短信',
  sentAt: '发送时间',
  to: '接收号码',
  text: '短信内容',
  back: '返回注册',
};
const en: Record<keyof typeof zh, string> = {
  title: 'SMS outbox (demo)',
  intro: 'The demo sends no real SMS: every message of the platform (codes, audit results) is kept here. Production has no such page.',
  mobile: 'Mobile',
  search: 'Show messages',
  empty: 'No message to this number',
  sentAt: 'Sent at',
  to: 'To',
  text: 'Text',
  back: 'Back to registration',
};

const OUTBOX_TEXT: Catalogue<keyof typeof zh> = { 'zh-CN': zh, 'en-US': en };

export function useOutboxText() {
  return useCatalogue(OUTBOX_TEXT);
}
