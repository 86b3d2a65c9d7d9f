import type { PaymentOrderState } from '@portal/contract';

/** The public scan-to-pay page: `/pay-codeWW?orderNo=…` on this origin. */
export const PUBLIC_PAY_PATH = '/pay-codeWW';
export const PAY_ORDER_PATH = '/pay-code-order';

/** States after which an order changes no more: the page stops polling. */
export const SETTLED_ORDER_STATES: readonly PaymentOrderState[] = ['paid', 'failed', 'expired', 'closed'];

/**
 * What the QR code on the order page holds. With the sandbox (or any provider whose pay URL is a web
 * page) it is the public scan-to-pay page of this origin, which shows the order and links to the
 * provider's page; a provider's own scheme (`weixin://wxpay/…`) is what its app scans directly.
 */
export function qrTarget(origin: string, orderNo: string, payUrl: string): string {
  if (/^weixin:\/\//.test(payUrl)) return payUrl;
  return `${origin}${PUBLIC_PAY_PATH}?orderNo=${encodeURIComponent(orderNo)}`;
}

/** `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (the API's answer times) as an instant. */
export function shanghaiInstant(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

/** Whole seconds from `now` to `expiresAt` (never below 0). */
export function secondsLeft(expiresAt: string, now: number): number {
  return Math.max(0, Math.floor((shanghaiInstant(expiresAt) - now) / 1000));
}

/** `mm:ss` of a count of seconds. */
export function countdownText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export const ORDER_STATE_COLOURS: Record<PaymentOrderState, string> = {
  paying: 'yellow',
  paid: 'green',
  failed: 'red',
  expired: 'gray',
  closed: 'gray',
};
