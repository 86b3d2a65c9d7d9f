import {
  answerSignatureMessage,
  authorizationHeader,
  isFreshTimestamp,
  requestSignatureMessage,
  signSha256Rsa,
  verifySha256Rsa,
  WECHATPAY_HEADERS,
  WECHATPAY_PATHS,
  wechatNonce,
  wechatTime,
  wechatTimestamp,
  ZWechatError,
  ZWechatNativeOrderAnswer,
  ZWechatTransaction,
} from '@portal/legacy-protocol';
import { ProviderError, type PaymentProvider, type ProviderTransaction } from './provider';
import type { PaymentKeys } from './settings';

/** One HTTP exchange; `url` is the path and query the request is signed over, joined to the base URL by the transport. */
export type HttpRequest = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body?: string };
export type HttpAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
export type Transport = (request: HttpRequest) => Promise<HttpAnswer>;

/** The merchant's keys and WeChat Pay's public key: the client signs requests and checks answers, never decrypts. */
type ClientKeys = Pick<PaymentKeys, 'mchid' | 'appid' | 'merchantSerial' | 'merchantPrivateKey' | 'providerPublicKey' | 'providerPublicKeyId'>;

export type WechatPayClientOptions = ClientKeys & {
  /** `name` on the order rows. */
  name: string;
  transport: Transport;
};

/** A transport over fetch to `baseUrl` (https://api.mch.weixin.qq.com), 10 s per call. */
export function fetchTransport(baseUrl: string, timeoutMs = 10_000): Transport {
  return async ({ method, url, headers, body }) => {
    const answer = await fetch(`${baseUrl}${url}`, { method, headers, ...(body === undefined ? {} : { body }), signal: AbortSignal.timeout(timeoutMs) });
    const received: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      received[name] = value;
    });
    return { status: answer.status, headers: received, body: await answer.text() };
  };
}

const headerOf = (headers: HttpAnswer['headers'], name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The WeChat Pay Native API v3 client: every request signed SHA256-RSA with the merchant key over
 * `METHOD\nURL\ntimestamp\nnonce\nbody\n`, every answer verified with the provider's public key over
 * `timestamp\nnonce\nbody\n` (and its stamp within five minutes) before it is believed.
 */
export function createWechatPayClient(options: WechatPayClientOptions): PaymentProvider {
  async function exchange(method: 'GET' | 'POST', url: string, payload?: object): Promise<HttpAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload);
    const nonce = wechatNonce();
    const timestamp = wechatTimestamp(new Date());
    const signature = signSha256Rsa(requestSignatureMessage(method, url, timestamp, nonce, body), options.merchantPrivateKey);
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: authorizationHeader({ mchid: options.mchid, nonce, timestamp, serialNo: options.merchantSerial, signature }),
      'user-agent': 'portal-legacy-server',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    };
    let answer: HttpAnswer;
    try {
      answer = await options.transport({ method, url, headers, ...(payload === undefined ? {} : { body }) });
    } catch (error) {
      throw new ProviderError(`payment provider unreachable: ${(error as Error).message}`);
    }
    verifyAnswer(answer);
    return answer;
  }

  function verifyAnswer(answer: HttpAnswer): void {
    const timestamp = headerOf(answer.headers, WECHATPAY_HEADERS.timestamp) ?? '';
    const nonce = headerOf(answer.headers, WECHATPAY_HEADERS.nonce) ?? '';
    const signature = headerOf(answer.headers, WECHATPAY_HEADERS.signature) ?? '';
    const serial = headerOf(answer.headers, WECHATPAY_HEADERS.serial) ?? '';
    if (serial !== options.providerPublicKeyId) throw new ProviderError('payment provider answered with an unknown key');
    if (!isFreshTimestamp(timestamp, new Date())) throw new ProviderError('payment provider answer is stale');
    if (!verifySha256Rsa(answerSignatureMessage(timestamp, nonce, answer.body), signature, options.providerPublicKey)) {
      throw new ProviderError('payment provider answer has a bad signature');
    }
  }

  const refused = (answer: HttpAnswer): ProviderError => {
    const error = ZWechatError.safeParse(safeJson(answer.body));
    return new ProviderError(`payment provider refused (${answer.status}${error.success ? ` ${error.data.code}` : ''})`);
  };

  return {
    name: options.name,
    async createNativeOrder(order) {
      const answer = await exchange('POST', WECHATPAY_PATHS.native, {
        appid: options.appid,
        mchid: options.mchid,
        description: order.description,
        out_trade_no: order.outTradeNo,
        time_expire: wechatTime(order.expiresAt),
        notify_url: order.notifyUrl,
        amount: { total: order.amountFen, currency: 'CNY' },
      });
      if (answer.status !== 200) throw refused(answer);
      const parsed = ZWechatNativeOrderAnswer.safeParse(safeJson(answer.body));
      if (!parsed.success) throw new ProviderError('payment provider answered no code_url');
      return { codeUrl: parsed.data.code_url };
    },
    async queryOrder(outTradeNo): Promise<ProviderTransaction | null> {
      const answer = await exchange('GET', WECHATPAY_PATHS.query(outTradeNo, options.mchid));
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw refused(answer);
      const parsed = ZWechatTransaction.safeParse(safeJson(answer.body));
      if (!parsed.success || parsed.data.out_trade_no !== outTradeNo || parsed.data.mchid !== options.mchid) {
        throw new ProviderError('payment provider answered another or a malformed transaction');
      }
      const transaction = parsed.data;
      return {
        tradeState: transaction.trade_state,
        ...(transaction.trade_state_desc ? { tradeStateDesc: transaction.trade_state_desc } : {}),
        ...(transaction.transaction_id ? { transactionId: transaction.transaction_id } : {}),
        ...(transaction.amount.total !== undefined ? { amountFen: transaction.amount.total } : {}),
        ...(transaction.success_time ? { successTime: transaction.success_time } : {}),
      };
    },
    async closeOrder(outTradeNo) {
      const answer = await exchange('POST', WECHATPAY_PATHS.close(outTradeNo), { mchid: options.mchid });
      if (answer.status !== 204 && answer.status !== 200) throw refused(answer);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
