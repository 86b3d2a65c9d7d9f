import { SANDBOX_PAY_PREFIX } from '@portal/legacy-protocol';
import type { SandboxTransaction } from './sandbox';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const yuan = (fen: number): string => (fen / 100).toFixed(2);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;background:#f2f3f5;color:#1a202c}
main{max-width:390px;margin:0 auto;min-height:100vh;background:#fff;padding:24px 20px}
.badge{display:inline-block;font-size:12px;color:#9c4221;background:#feebc8;border-radius:4px;padding:2px 8px}
h1{font-size:18px;margin:12px 0 4px}.payee{color:#4a5568;font-size:14px}
.amount{font-size:40px;font-weight:700;margin:24px 0 8px;text-align:center}.amount small{font-size:20px;margin-right:4px}
dl{display:grid;grid-template-columns:88px 1fr;gap:8px;font-size:14px;margin:24px 0}dt{color:#718096}dd{margin:0;word-break:break-all}
button{display:block;width:100%;height:48px;border:0;border-radius:8px;font-size:17px;margin-top:12px;cursor:pointer}
.pay{background:#07c160;color:#fff}.fail{background:#edf2f7;color:#c53030}
.state{text-align:center;font-size:18px;font-weight:600;margin:32px 0 8px}.ok{color:#07a750}.bad{color:#c53030}
.note{font-size:12px;color:#718096;margin-top:24px;line-height:1.6}`;

function frame(body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>模拟支付</title><style>${STYLE}</style></head><body><main>${body}<p class="note">这是平台内置的支付沙箱（与微信支付 Native API v3 同形），不会产生真实扣款。</p></main></body></html>`;
}

/** The sandbox's phone page: the order, and 确认支付 / 模拟失败 while it may be paid. */
export function sandboxPage(row: SandboxTransaction | null, payee: string, now: Date): string {
  if (!row) return frame('<h1>订单不存在</h1><p class="payee">请回到缴费页面重新发起支付。</p>');
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  const head = `<span class="badge">支付沙箱</span><h1>${escape(row.description)}</h1><div class="payee">收款方：${escape(payee)}</div>
<div class="amount" data-testid="sandbox-amount"><small>¥</small>${yuan(row.amountFen)}</div>
<dl><dt>商户订单号</dt><dd>${escape(row.outTradeNo)}</dd>${row.transactionId ? `<dt>交易单号</dt><dd>${escape(row.transactionId)}</dd>` : ''}</dl>`;
  const action = (path: string) => `${SANDBOX_PAY_PREFIX}/pay/${encodeURIComponent(row.prepayId)}/${path}`;
  if (row.tradeState === 'SUCCESS') return frame(`${head}<div class="state ok" role="status">支付成功</div>`);
  if (row.tradeState === 'PAYERROR') return frame(`${head}<div class="state bad" role="status">支付失败</div><p class="payee">请回到缴费页面重新发起支付。</p>`);
  if (row.tradeState === 'CLOSED' || row.tradeState === 'REVOKED') return frame(`${head}<div class="state bad" role="status">订单已关闭</div>`);
  if (expired) return frame(`${head}<div class="state bad" role="status">订单已过期</div><p class="payee">请回到缴费页面重新发起支付。</p>`);
  return frame(`${head}<form method="post" action="${action('confirm')}"><button class="pay" type="submit">确认支付</button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">模拟失败</button></form>`);
}
