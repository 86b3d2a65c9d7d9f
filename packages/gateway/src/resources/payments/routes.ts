import { initServer } from '@ts-rest/fastify';
import { contract } from '@portal/contract';
import {
  PAYMENT_CHANNEL_WORDS,
  PAYMENT_MESSAGES,
  PAYMENT_WIRE_PATHS,
  toPayPath,
  ZWirePaymentOrder,
  ZWirePaymentStatus,
  ZWirePublicPaymentOrder,
} from '@portal/legacy-protocol';
import { actorOf } from '../../audit/actor';
import type { GatewayContext } from '../../context';
import { answer, platformSession } from '../../http/respond';
import { servedRoutes } from '../../http/served-routes';
import type { LegacyCall } from '../../legacy/client';
import { withRefusalStatus } from '../../legacy/platform-refusals';
import { parsed } from '../../legacy/wire-values';
import { toPaymentOrder, toPaymentStatus, toPublicPaymentOrder } from './mapping';

const s = initServer();

/** The platform's payment refusals in HTTP terms; the text stays the detail. */
export const PAYMENT_REFUSALS: Readonly<Record<string, number>> = {
  [PAYMENT_MESSAGES.notFound]: 404,
  [PAYMENT_MESSAGES.orderNotFound]: 404,
  [PAYMENT_MESSAGES.notAwaitingPayment]: 409,
  [PAYMENT_MESSAGES.alreadyPaid]: 409,
  [PAYMENT_MESSAGES.noFee]: 409,
  [PAYMENT_MESSAGES.feeNotAccepted]: 409,
  [PAYMENT_MESSAGES.notPaid]: 409,
  [PAYMENT_MESSAGES.providerFailed]: 502,
  // Payment is off (no provider configured): a standing state of the platform, not a fault to retry,
  // so 409 with the platform's words rather than a 503 (docs/payments.md).
  [PAYMENT_MESSAGES.notOpen]: 409,
};

/** The payment routes of the inspection-applications group this folder serves (the PDF streams beside). */
export const paymentsServed = servedRoutes(contract.inspectionApplications, ['pay', 'paymentStatus', 'paymentOrder']);

/**
 * toPay, checkPayMent and the public order of the scan-to-pay page. The platform owns the orders and
 * asks the provider; the gateway maps and refuses in HTTP terms.
 */
export function paymentHandlers(ctx: GatewayContext) {
  const call = async (request: LegacyCall) => withRefusalStatus(await ctx.legacy.call(request), PAYMENT_REFUSALS);

  return s.router(paymentsServed, {
    pay: async ({ params, body, request, reply }) => {
      const started = await call({ method: 'POST', path: toPayPath(params.id, PAYMENT_CHANNEL_WORDS[body.channel]), session: platformSession(request) });
      const order = parsed(started, ZWirePaymentOrder, toPaymentOrder);
      ctx.audit.record(request, {
        event: 'payment-started',
        outcome: order.ok ? 'success' : 'failure',
        ...actorOf(request),
        target: `inspection-application:${params.id}`,
        detail: order.ok ? `订单 ${order.value.orderNo}，${order.value.amount.toFixed(2)} 元` : (order.problem.detail ?? null),
      });
      return answer(ctx, request, reply, 201, order);
    },

    paymentStatus: async ({ params, request, reply }) => {
      const status = await call({ method: 'GET', path: PAYMENT_WIRE_PATHS.checkPayMent, query: { id: params.id }, session: platformSession(request) });
      return answer(ctx, request, reply, 200, parsed(status, ZWirePaymentStatus, toPaymentStatus));
    },

    // Public: the order number is the only key, and the answer carries the order only.
    paymentOrder: async ({ params, request, reply }) => {
      const order = await call({ method: 'GET', path: PAYMENT_WIRE_PATHS.payOrder, query: { orderNo: params.orderNo } });
      return answer(ctx, request, reply, 200, parsed(order, ZWirePublicPaymentOrder, toPublicPaymentOrder));
    },
  });
}
