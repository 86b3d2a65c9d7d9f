import type { WechatTradeState } from '@portal/legacy-protocol';

/** A Native (scan-to-pay) order to open at the provider. Amounts are fen. */
export type NativeOrderRequest = {
  outTradeNo: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
  expiresAt: Date;
};

/** What the provider says about an order. */
export type ProviderTransaction = {
  tradeState: WechatTradeState;
  tradeStateDesc?: string;
  transactionId?: string;
  amountFen?: number;
  successTime?: string;
};

/**
 * The payment provider as the platform uses it, shaped on WeChat Pay's Native API v3: open an order
 * (its `code_url` is what the payer scans), ask for its state, close it. A notification alone never
 * marks an order paid: the platform confirms by `queryOrder`. Implemented by the WeChat Pay v3 client
 * (against the real service or the embedded sandbox of the same shape).
 */
export interface PaymentProvider {
  /** Names the provider on the order rows (`wechat`, `wechat-sandbox`). */
  readonly name: string;
  createNativeOrder(order: NativeOrderRequest): Promise<{ codeUrl: string }>;
  /** null when the provider knows no such order. */
  queryOrder(outTradeNo: string): Promise<ProviderTransaction | null>;
  closeOrder(outTradeNo: string): Promise<void>;
}

/** The provider could not be reached, refused the call, or answered something unverifiable. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}
