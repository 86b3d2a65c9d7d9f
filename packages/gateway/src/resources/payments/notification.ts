import { contract } from '@portal/contract';
import {
  answerSignatureMessage,
  decryptResource,
  isFreshTimestamp,
  PAYMENT_MESSAGES,
  PAYMENT_WIRE_PATHS,
  verifySha256Rsa,
  WECHATPAY_HEADERS,
  WECHATPAY_MAX_SKEW_MS,
  ZWechatNotification,
  ZWechatTransaction,
} from '@portal/legacy-protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayContext } from '../../context';

/** A notification body is a few hundred bytes; anything much larger is not one. */
const NOTIFICATION_BODY_LIMIT = 16 * 1024;
/** Nonces are remembered a little longer than a stamp stays fresh, so a replay is refused either way. */
const NONCE_TTL_MS = 2 * WECHATPAY_MAX_SKEW_MS + 60_000;

export type NotificationVerdict =
  | { ok: true; orderNo: string; nonce: string }
  | { ok: false; status: 400 | 401 | 404 | 500; code: string; message: string };

const refuse = (status: 400 | 401 | 404 | 500, code: string, message: string): NotificationVerdict => ({ ok: false, status, code, message });

const headerOf = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Checks a notification as WeChat Pay's rules ask: the key id it names is ours, its stamp is within
 * five minutes, the SHA256-RSA signature over `timestamp\nnonce\nbody\n` verifies with the provider's
 * public key, and the AEAD_AES_256_GCM resource decrypts with the APIv3 key to a transaction. The
 * nonce is checked separately (it needs the shared store). Pure apart from the clock.
 */
export function verifyNotification(
  payments: GatewayContext['config']['payments'],
  headers: { timestamp: string; nonce: string; signature: string; serial: string },
  body: Buffer,
  now: Date,
): NotificationVerdict {
  // No keys: online payment is off here (docs/payments.md), so there is no notification to take; the
  // caller asked for something this deployment does not offer (404), nothing failed on our side.
  if (!payments.publicKey || !payments.publicKeyId || !payments.apiV3Key) return refuse(404, 'NOT_FOUND', '在线缴费未开通');
  const { timestamp, nonce, signature, serial } = headers;
  if (!timestamp || !nonce || !signature || !serial) return refuse(401, 'SIGN_ERROR', '缺少签名信息');
  if (serial !== payments.publicKeyId) return refuse(401, 'SIGN_ERROR', '平台公钥编号不符');
  if (!isFreshTimestamp(timestamp, now)) return refuse(401, 'SIGN_ERROR', '通知时间戳超出允许范围');
  const text = body.toString('utf8');
  if (!verifySha256Rsa(answerSignatureMessage(timestamp, nonce, text), signature, payments.publicKey)) return refuse(401, 'SIGN_ERROR', '签名验证失败');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(400, 'PARAM_ERROR', '通知格式不正确');
  }
  const notification = ZWechatNotification.safeParse(json);
  if (!notification.success) return refuse(400, 'PARAM_ERROR', '通知格式不正确');
  const plaintext = decryptResource(payments.apiV3Key, notification.data.resource);
  if (plaintext === null) return refuse(400, 'PARAM_ERROR', '通知解密失败');
  let transaction: unknown;
  try {
    transaction = JSON.parse(plaintext);
  } catch {
    return refuse(400, 'PARAM_ERROR', '通知内容不正确');
  }
  const parsed = ZWechatTransaction.safeParse(transaction);
  if (!parsed.success) return refuse(400, 'PARAM_ERROR', '通知内容不正确');
  return { ok: true, orderNo: parsed.data.out_trade_no, nonce };
}

function send(reply: FastifyReply, status: number, code?: string, message?: string) {
  if (status === 204) return reply.status(204).send();
  return reply.status(status).type('application/json; charset=utf-8').send({ code, message });
}

/**
 * `POST /api/v1/payment-notifications/wechat`: the provider's asynchronous notification, read raw (the
 * signature covers the bytes). Verified (key id, stamp, signature, nonce once across gateways,
 * decryption), then the platform is asked to confirm the order, which it does by querying the
 * provider: the notification itself marks nothing paid. Answers 204, or 4xx/5xx with WeChat's
 * `{code, message}` (a 5xx makes the provider retry). An unknown order, a bad signature, a replayed
 * nonce or a stale stamp change nothing. While the shared store is away the nonce cannot be checked:
 * 503 problem JSON with Retry-After (http/error-handler.ts), so the provider retries later.
 */
export function registerPaymentNotifications(app: FastifyInstance, ctx: GatewayContext): void {
  const route = contract.payments.notifyWechat;
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: NOTIFICATION_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.route({
      method: 'POST',
      url: route.path,
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      config: { tsRestRoute: route },
      handler: async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const verdict = verifyNotification(
          ctx.config.payments,
          {
            timestamp: headerOf(request, WECHATPAY_HEADERS.timestamp),
            nonce: headerOf(request, WECHATPAY_HEADERS.nonce),
            signature: headerOf(request, WECHATPAY_HEADERS.signature),
            serial: headerOf(request, WECHATPAY_HEADERS.serial),
          },
          body,
          new Date(),
        );
        // Refusals are security events (a forged or replayed notification), audited like refused sign-ins.
        const audit = (outcome: 'success' | 'failure', detail: string, orderNo?: string) =>
          ctx.audit.record(request, { event: 'payment-notification', outcome, target: orderNo ? `payment-order:${orderNo}` : null, detail });
        if (!verdict.ok) {
          request.log.warn({ code: verdict.code, reason: verdict.message }, 'payment notification refused');
          audit('failure', verdict.message);
          return send(reply, verdict.status, verdict.code, verdict.message);
        }
        const nonceKey = `wechatpay-nonce:${verdict.nonce}`;
        if (!(await ctx.store.add(nonceKey, '1', NONCE_TTL_MS))) {
          request.log.warn('payment notification refused: nonce replayed');
          audit('failure', '重复的通知', verdict.orderNo);
          return send(reply, 401, 'SIGN_ERROR', '重复的通知');
        }
        const confirmed = await ctx.legacy.call({ method: 'POST', path: PAYMENT_WIRE_PATHS.payNotify, form: { orderNo: verdict.orderNo } });
        if (confirmed.ok) {
          const state = (confirmed.data as { orderState?: unknown } | null)?.orderState;
          audit('success', `平台查询订单后：${typeof state === 'string' ? state : '未知'}`, verdict.orderNo);
          return send(reply, 204);
        }
        if (confirmed.problem.status === 400 && confirmed.problem.detail === PAYMENT_MESSAGES.orderNotFound) {
          audit('failure', '订单不存在', verdict.orderNo);
          return send(reply, 404, 'ORDER_NOT_EXIST', '订单不存在');
        }
        // The platform did not settle it: forget the nonce so the provider's retry gets through.
        await ctx.store.delete(nonceKey);
        request.log.warn({ status: confirmed.problem.status, cause: confirmed.ok ? undefined : confirmed.cause }, 'payment notification not confirmed');
        return send(reply, 500, 'FAIL', '处理失败，请稍后重试');
      },
    });
  });
}
