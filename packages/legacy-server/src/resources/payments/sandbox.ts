import { randomBytes } from 'node:crypto';
import {
  answerSignatureMessage,
  encryptResource,
  isFreshTimestamp,
  parseAuthorization,
  requestSignatureMessage,
  SANDBOX_PAY_PREFIX,
  signSha256Rsa,
  verifySha256Rsa,
  WECHATPAY_HEADERS,
  wechatNonce,
  wechatTime,
  wechatTimestamp,
  ZWechatNativeOrderRequest,
  type WechatTradeState,
  type WechatTransaction,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAYMENT_PAYEE } from '@portal/legacy-protocol';
import { sandboxPage } from './sandbox-page';
import { publicKeyOf, type PaymentKeys } from './settings';

/** One order the sandbox holds (in memory: a restarted sandbox forgets its orders, and they expire unpaid). */
export type SandboxTransaction = {
  prepayId: string;
  outTradeNo: string;
  appid: string;
  mchid: string;
  description: string;
  amountFen: number;
  notifyUrl: string;
  expiresAt: Date | null;
  tradeState: WechatTradeState;
  transactionId?: string;
  successTime?: string;
};

export type SandboxOptions = {
  keys: Required<Pick<PaymentKeys, 'providerPrivateKey'>> & PaymentKeys;
  /** Prefix of the `code_url`s it hands out ('' = origin-relative). */
  publicBase?: string;
  /** How notifications are posted; fetch unless told (tests). */
  post?: (url: string, headers: Record<string, string>, body: string) => Promise<number>;
  /** Waits between delivery attempts of a notification; [0, 2 s, 10 s] unless told. */
  retryDelaysMs?: readonly number[];
};

export type Sandbox = {
  /** The transactions by out_trade_no (tests read and change them). */
  transactions: Map<string, SandboxTransaction>;
  /** Settles a transaction as the payer would on the phone page; a success sends the notification. */
  settle(prepayId: string, outcome: 'pay' | 'fail'): Promise<SandboxTransaction | null>;
  /** Resolves when every notification started so far has been delivered or given up. */
  idle(): Promise<void>;
};

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const fetchPost = async (url: string, headers: Record<string, string>, body: string): Promise<number> => {
  const answer = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) });
  await answer.arrayBuffer();
  return answer.status;
};

/**
 * A payment provider of WeChat Pay Native API v3's shape, served by the platform under /sandbox-pay:
 * the merchant API (`/v3/pay/transactions/...`, requests verified against the merchant's key, answers
 * signed with the sandbox's own key) and a phone page (`/pay/{prepayId}`) where the payer confirms or
 * fails the payment; a payment then sends the signed, AES-256-GCM encrypted notification to the order's
 * notify_url. WeChat Pay has no v3 sandbox; this lets the whole chain (the gateway's verification
 * included) run in the demo and the tests. Never served in production.
 */
export function registerSandboxProvider(app: FastifyInstance, options: SandboxOptions): Sandbox {
  const { keys } = options;
  const merchantPublicKey = publicKeyOf(keys.merchantPrivateKey);
  const transactions = new Map<string, SandboxTransaction>();
  const byPrepayId = new Map<string, string>();
  const post = options.post ?? fetchPost;
  const delays = options.retryDelaysMs ?? [0, 2_000, 10_000];
  const deliveries = new Set<Promise<void>>();
  let closed = false;

  const signed = (reply: FastifyReply, status: number, payload?: object) => {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const timestamp = wechatTimestamp(new Date());
    const nonce = wechatNonce();
    void reply
      .code(status)
      .header(WECHATPAY_HEADERS.timestamp, timestamp)
      .header(WECHATPAY_HEADERS.nonce, nonce)
      .header(WECHATPAY_HEADERS.serial, keys.providerPublicKeyId)
      .header(WECHATPAY_HEADERS.signature, signSha256Rsa(answerSignatureMessage(timestamp, nonce, body), keys.providerPrivateKey))
      .header('request-id', randomBytes(8).toString('hex'));
    if (body === '') return reply.send();
    return reply.type('application/json; charset=utf-8').send(body);
  };

  const error = (reply: FastifyReply, status: number, code: string, message: string) => signed(reply, status, { code, message });

  /** The merchant's signature over method, path + query, stamp, nonce and the raw body. */
  const authentic = (request: FastifyRequest, rawBody: string): boolean => {
    const auth = parseAuthorization(request.headers.authorization);
    if (!auth || auth.mchid !== keys.mchid || auth.serialNo !== keys.merchantSerial) return false;
    if (!isFreshTimestamp(auth.timestamp, new Date())) return false;
    const url = request.url.slice(SANDBOX_PAY_PREFIX.length);
    return verifySha256Rsa(requestSignatureMessage(request.method, url, auth.timestamp, auth.nonce, rawBody), auth.signature, merchantPublicKey);
  };

  const transactionOf = (row: SandboxTransaction): WechatTransaction => ({
    appid: row.appid,
    mchid: row.mchid,
    out_trade_no: row.outTradeNo,
    trade_type: 'NATIVE',
    trade_state: row.tradeState,
    trade_state_desc: TRADE_STATE_TEXT[row.tradeState],
    amount: { total: row.amountFen, currency: 'CNY', ...(row.tradeState === 'SUCCESS' ? { payer_total: row.amountFen } : {}) },
    ...(row.transactionId ? { transaction_id: row.transactionId } : {}),
    ...(row.successTime ? { success_time: row.successTime } : {}),
  });

  async function deliver(row: SandboxTransaction): Promise<void> {
    const plaintext = JSON.stringify(transactionOf(row));
    for (const delay of delays) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
      if (closed) return;
      const body = JSON.stringify({
        id: randomBytes(16).toString('hex'),
        create_time: wechatTime(new Date()),
        event_type: 'TRANSACTION.SUCCESS',
        resource_type: 'encrypt-resource',
        resource: encryptResource(keys.apiV3Key, plaintext, 'transaction'),
        summary: '支付成功',
      });
      const timestamp = wechatTimestamp(new Date());
      const nonce = wechatNonce();
      const headers = {
        'content-type': 'application/json',
        [WECHATPAY_HEADERS.timestamp]: timestamp,
        [WECHATPAY_HEADERS.nonce]: nonce,
        [WECHATPAY_HEADERS.serial]: keys.providerPublicKeyId,
        [WECHATPAY_HEADERS.signature]: signSha256Rsa(answerSignatureMessage(timestamp, nonce, body), keys.providerPrivateKey),
      };
      try {
        const status = await post(row.notifyUrl, headers, body);
        if (status >= 200 && status < 300) return;
      } catch {
        // Unreachable merchant: the next attempt, as WeChat Pay retries.
      }
    }
  }

  async function settle(prepayId: string, outcome: 'pay' | 'fail'): Promise<SandboxTransaction | null> {
    const outTradeNo = byPrepayId.get(prepayId);
    const row = outTradeNo ? transactions.get(outTradeNo) : undefined;
    if (!row) return null;
    if (row.tradeState !== 'NOTPAY' && row.tradeState !== 'USERPAYING') return row;
    if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return row;
    if (outcome === 'fail') {
      row.tradeState = 'PAYERROR';
      return row;
    }
    row.tradeState = 'SUCCESS';
    row.transactionId = `42000${Date.now()}${randomBytes(3).toString('hex')}`.slice(0, 32);
    row.successTime = wechatTime(new Date());
    const delivery = deliver(row).finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
    return row;
  }

  app.addHook('onClose', async () => {
    closed = true;
  });

  void app.register(
    async (scope) => {
      // The signature covers the body as sent: keep it as text, parse it here.
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

      scope.post('/v3/pay/transactions/native', async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!authentic(request, raw)) return error(reply, 401, 'SIGN_ERROR', '签名错误');
        const parsed = ZWechatNativeOrderRequest.safeParse(safeJson(raw));
        if (!parsed.success) return error(reply, 400, 'PARAM_ERROR', '参数错误');
        const order = parsed.data;
        if (order.mchid !== keys.mchid || order.appid !== keys.appid) return error(reply, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
        const existing = transactions.get(order.out_trade_no);
        if (existing) {
          if (existing.amountFen !== order.amount.total) return error(reply, 400, 'OUT_TRADE_NO_USED', '商户订单号重复');
          return signed(reply, 200, { code_url: codeUrlOf(existing.prepayId) });
        }
        const prepayId = `wx${randomBytes(14).toString('hex')}`;
        const expiresAt = order.time_expire ? new Date(order.time_expire) : null;
        transactions.set(order.out_trade_no, {
          prepayId,
          outTradeNo: order.out_trade_no,
          appid: order.appid,
          mchid: order.mchid,
          description: order.description,
          amountFen: order.amount.total,
          notifyUrl: order.notify_url,
          expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
          tradeState: 'NOTPAY',
        });
        byPrepayId.set(prepayId, order.out_trade_no);
        return signed(reply, 200, { code_url: codeUrlOf(prepayId) });
      });

      scope.get('/v3/pay/transactions/out-trade-no/:outTradeNo', async (request, reply) => {
        if (!authentic(request, '')) return error(reply, 401, 'SIGN_ERROR', '签名错误');
        const row = transactions.get((request.params as { outTradeNo: string }).outTradeNo);
        if (!row || (request.query as { mchid?: string }).mchid !== row.mchid) return error(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
        return signed(reply, 200, transactionOf(row));
      });

      scope.post('/v3/pay/transactions/out-trade-no/:outTradeNo/close', async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!authentic(request, raw)) return error(reply, 401, 'SIGN_ERROR', '签名错误');
        const row = transactions.get((request.params as { outTradeNo: string }).outTradeNo);
        if (!row) return error(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
        if (row.tradeState === 'SUCCESS') return error(reply, 400, 'ORDERPAID', '订单已支付');
        row.tradeState = 'CLOSED';
        return signed(reply, 204);
      });

      // The payer's phone page (390 px): what the QR leads to in a real wallet app.
      scope.get('/pay/:prepayId', async (request, reply) => {
        const outTradeNo = byPrepayId.get((request.params as { prepayId: string }).prepayId);
        const row = outTradeNo ? transactions.get(outTradeNo) : undefined;
        return reply
          .code(row ? 200 : 404)
          .header('content-security-policy', PAGE_CSP)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(sandboxPage(row ?? null, PAYMENT_PAYEE, new Date()));
      });

      for (const outcome of ['pay', 'fail'] as const) {
        scope.post(`/pay/:prepayId/${outcome === 'pay' ? 'confirm' : 'fail'}`, async (request, reply) => {
          const { prepayId } = request.params as { prepayId: string };
          await settle(prepayId, outcome);
          return reply.redirect(`${SANDBOX_PAY_PREFIX}/pay/${encodeURIComponent(prepayId)}`, 303);
        });
      }
    },
    { prefix: SANDBOX_PAY_PREFIX },
  );

  const codeUrlOf = (prepayId: string) => `${options.publicBase ?? ''}${SANDBOX_PAY_PREFIX}/pay/${prepayId}`;

  return {
    transactions,
    settle,
    async idle() {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}

const TRADE_STATE_TEXT: Record<WechatTradeState, string> = {
  SUCCESS: '支付成功',
  REFUND: '转入退款',
  NOTPAY: '未支付',
  CLOSED: '已关闭',
  REVOKED: '已撤销',
  USERPAYING: '用户支付中',
  PAYERROR: '支付失败',
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
