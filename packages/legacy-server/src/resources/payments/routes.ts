import { ACCESS, type AccessId } from '@portal/contract';
import { PAYMENT_MESSAGES, PAYMENT_WIRE_PATHS, paymentChannelCode } from '@portal/legacy-protocol';
import { contentDisposition } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UnitRow, UserRow } from '../../db/schema';
import { appFail, appOk } from '../../http/business-answers';
import { GET_OR_POST } from '../../http/methods';
import { wireParams, type WireParams } from '../../http/params';
import { refusalAnswer } from '../../http/refusal';
import { holdsAccess } from '../../http/role-access';
import { NO_UNIT_MESSAGE, unitOf } from '../../http/scope';
import { withUser } from '../../http/user-route';
import { findApplication, itemsOf } from '../inspection-applications/store';
import { recordInvoiceOnPaid } from '../invoices/writes';
import { paymentOrderAnswer, paymentStatusAnswer, publicOrderAnswer } from './answer';
import { payCertificatePdf } from './certificate';
import { checkPayment, confirmPayment, latestPaidOrder, orderByNo, refreshOrder, startPayment, type PaymentDeps } from './orders';
import { registerSandboxProvider } from './sandbox';
import { ProviderError, type PaymentProvider } from './provider';
import { DEFAULT_ORDER_TTL_MS, notifyUrlOf, sandboxPaymentKeys, type PaymentSettings, type PaymentSetup } from './settings';
import { createWechatPayClient, fetchTransport, type Transport } from './wechat-pay-client';

const NO_ACCESS_MESSAGE = '当前角色无权进行此操作';
/** Where notifications go when nothing was configured (a platform started without payment settings). */
const UNCONFIGURED_NOTIFY_URL = 'http://127.0.0.1:8080/api/v1/payment-notifications/wechat';

export type PaymentRouteOptions = {
  /** The provider, or `off` (online payment not open); the sandbox with throwaway keys when absent. */
  settings?: PaymentSetup;
  /** The platform's own secret, which its in-process calls to the sandbox carry like the gateway's. */
  platformSecret?: string;
  /** What else a payment writes; the invoice (E's recordInvoiceOnPaid) unless told. */
  onPaid?: PaymentDeps['onPaid'];
};

/**
 * The provider of a platform whose online payment is off. toPay refuses before it is asked; orders
 * opened before payment was switched off stay as they are (a provider that cannot be reached).
 */
const NO_PROVIDER: PaymentProvider = {
  name: 'none',
  createNativeOrder: () => Promise.reject(new ProviderError('online payment is not open')),
  queryOrder: () => Promise.reject(new ProviderError('online payment is not open')),
  closeOrder: () => Promise.reject(new ProviderError('online payment is not open')),
};

/** Calls the sandbox in this same app (no network), as a transport of the WeChat Pay client. */
function injectTransport(app: FastifyInstance, prefix: string, platformSecret: string | undefined): Transport {
  return async ({ method, url, headers, body }) => {
    const answer = await app.inject({
      method,
      url: `${prefix}${url}`,
      headers: { ...headers, ...(platformSecret ? { 'x-platform-secret': platformSecret } : {}) },
      ...(body === undefined ? {} : { payload: body }),
    });
    return { status: answer.statusCode, headers: answer.headers as Record<string, string | string[] | undefined>, body: answer.body };
  };
}

/**
 * `appOnline` payments: toPay/{id}/{channel}, checkPayMent, payCertificate/{id} for the unit (menu id
 * inspection:pay), the public payOrder (the one order an order number opens) and payNotify (the
 * gateway, after it verified a provider notification). With the sandbox provider (the default) the
 * platform also serves the sandbox under /sandbox-pay. With payment `off` toPay refuses (notOpen).
 */
export function paymentRoutes(app: FastifyInstance, context: AppContext, options: PaymentRouteOptions = {}): void {
  const { db } = context;
  const setup: PaymentSetup = options.settings ?? { provider: 'sandbox', keys: sandboxPaymentKeys(), notifyUrl: UNCONFIGURED_NOTIFY_URL };
  const open = setup !== 'off';
  const deps: PaymentDeps = {
    db,
    provider: open ? providerOf(app, setup, options.platformSecret) : NO_PROVIDER,
    notifyUrl: () => (open ? notifyUrlOf(setup) : UNCONFIGURED_NOTIFY_URL),
    orderTtlMs: (open ? setup.orderTtlMs : undefined) ?? DEFAULT_ORDER_TTL_MS,
    context,
    onPaid: options.onPaid ?? recordInvoiceOnPaid,
  };
  registerPaymentRoutes(app, context, deps, open);
}

/** The WeChat Pay v3 client, against the real service or the sandbox this app then serves. */
function providerOf(app: FastifyInstance, settings: PaymentSettings, platformSecret: string | undefined): PaymentProvider {
  const { keys } = settings;
  if (settings.provider === 'sandbox') {
    if (!keys.providerPrivateKey) throw new Error('the sandbox payment provider needs its private key');
    registerSandboxProvider(app, { keys: { ...keys, providerPrivateKey: keys.providerPrivateKey }, ...(settings.sandboxPublicBase !== undefined ? { publicBase: settings.sandboxPublicBase } : {}) });
  }
  return createWechatPayClient({
    name: settings.provider === 'sandbox' ? 'wechat-sandbox' : 'wechat',
    mchid: keys.mchid,
    appid: keys.appid,
    merchantSerial: keys.merchantSerial,
    merchantPrivateKey: keys.merchantPrivateKey,
    providerPublicKey: keys.providerPublicKey,
    providerPublicKeyId: keys.providerPublicKeyId,
    transport:
      settings.provider === 'sandbox'
        ? injectTransport(app, '/sandbox-pay', platformSecret)
        : fetchTransport(settings.baseUrl ?? 'https://api.mch.weixin.qq.com'),
  });
}

/** The routes over `deps`; while payment is not `open`, toPay refuses with notOpen and writes nothing. */
function registerPaymentRoutes(app: FastifyInstance, context: AppContext, deps: PaymentDeps, open: boolean): void {
  const { db } = context;

  type UnitAction = (user: UserRow, unit: UnitRow, params: WireParams, path: Record<string, string | undefined>) => Promise<unknown>;
  const forUnit = (access: AccessId, action: UnitAction) =>
    withUser(context, async (user, request) => {
      const unit = await unitOf(db, user);
      if (!unit) return appFail(NO_UNIT_MESSAGE);
      if (!(await holdsAccess(db, user, access))) return appFail(NO_ACCESS_MESSAGE);
      return action(user, unit, wireParams(request), request.params as Record<string, string | undefined>);
    });

  app.route({
    method: GET_OR_POST,
    url: `${PAYMENT_WIRE_PATHS.toPay}/:id/:channel`,
    handler: forUnit(ACCESS.inspectionPay, (user, unit, _params, path) =>
      refusalAnswer(async () => {
        // Not open: nothing is written; the unit's own application is still told apart from another's.
        if (!open) return appFail((await findApplication(db, unit.id, path.id ?? '')) ? PAYMENT_MESSAGES.notOpen : PAYMENT_MESSAGES.notFound);
        if (paymentChannelCode(path.channel ?? '') !== 'wechat') return appFail(PAYMENT_MESSAGES.channelUnsupported);
        const { application, order } = await startPayment(deps, { unitId: unit.id, applicationId: path.id ?? '', userId: user.id, now: context.now() });
        return appOk(paymentOrderAnswer(order, application, unit.name));
      }),
    ),
  });

  app.route({
    method: GET_OR_POST,
    url: PAYMENT_WIRE_PATHS.checkPayMent,
    handler: forUnit(ACCESS.inspectionPay, (_user, unit, params) =>
      refusalAnswer(async () => {
        const { application, order } = await checkPayment(deps, { unitId: unit.id, applicationId: params.id ?? '', now: context.now() });
        return appOk(paymentStatusAnswer(application, order));
      }),
    ),
  });

  app.route({
    method: GET_OR_POST,
    url: `${PAYMENT_WIRE_PATHS.payCertificate}/:id`,
    handler: withUser(context, async (user, request, reply) => {
      const unit = await unitOf(db, user);
      if (!unit) return appFail(NO_UNIT_MESSAGE);
      if (!(await holdsAccess(db, user, ACCESS.inspectionPay))) return appFail(NO_ACCESS_MESSAGE);
      const application = await findApplication(db, unit.id, (request.params as { id: string }).id);
      if (!application) return appFail(PAYMENT_MESSAGES.notFound);
      const order = await latestPaidOrder(db, application.id);
      if (!order) return appFail(PAYMENT_MESSAGES.notPaid);
      const pdf = await payCertificatePdf({ application, items: await itemsOf(db, application.id), order, unitName: unit.name, issuedAt: context.now(), sample: context.samples });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(`缴费凭证-${application.applicationNo}.pdf`))
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    }),
  });

  // The public scan-to-pay page: one order by its number, and nothing else (no unit, no people).
  app.route({
    method: GET_OR_POST,
    url: PAYMENT_WIRE_PATHS.payOrder,
    config: { public: true },
    handler: async (request) => {
      const orderNo = (wireParams(request).orderNo ?? '').trim();
      const order = /^[0-9A-Za-z_-]{6,32}$/.test(orderNo) ? await orderByNo(db, orderNo) : undefined;
      if (!order) return appFail(PAYMENT_MESSAGES.orderNotFound);
      return appOk(publicOrderAnswer(await refreshOrder(deps, order, context.now())));
    },
  });

  // The gateway verified a notification for this order: confirm with the provider (never on the notification's word).
  app.route({
    method: 'POST',
    url: PAYMENT_WIRE_PATHS.payNotify,
    config: { public: true },
    handler: async (request) => {
      const orderNo = (wireParams(request).orderNo ?? '').trim();
      return refusalAnswer(async () => {
        const order = await confirmPayment(deps, orderNo, context.now());
        return appOk({ orderNo: order.orderNo, orderState: order.state });
      });
    },
  });
}
