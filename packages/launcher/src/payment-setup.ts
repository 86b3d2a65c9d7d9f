import { ConfigError, type GatewayConfig } from '@portal/gateway';
import { paymentSettingsFromEnv, type PaymentSetup } from '@portal/legacy-server';
import { loadOrCreatePaymentKeys } from './payment-keys';

export type EmbeddedPayments = {
  /** What the embedded platform takes payment with (docs/payments.md). */
  platform: PaymentSetup;
  /** What the gateway verifies notifications with. */
  gateway: GatewayConfig['payments'];
};

/**
 * How the embedded platform takes online payment. With PAYMENT_PROVIDER set: that provider, from
 * the same variables a standalone platform reads. Without it: in production `off` (online payment
 * not open; a sandbox there would "pay" without money), elsewhere the sandbox with its keys kept in
 * DATA_DIR and its notifications sent to this gateway (`notifyUrl`, known once it listens).
 */
export async function embeddedPayments(
  env: Record<string, string | undefined>,
  gateway: Pick<GatewayConfig, 'production' | 'dataDir' | 'payments'>,
  notifyUrl: () => string,
): Promise<EmbeddedPayments> {
  const fromEnv = paymentSettingsFromEnv(env, gateway.production);
  if (!fromEnv.ok) {
    throw new ConfigError(fromEnv.errors.map((error) => ({ variable: error.slice(0, error.indexOf(':')), message: error.slice(error.indexOf(':') + 1).trim() })));
  }
  if (fromEnv.settings !== undefined) return { platform: fromEnv.settings, gateway: gateway.payments };
  const keys = await loadOrCreatePaymentKeys(gateway.dataDir);
  return {
    platform: { provider: 'sandbox', keys, notifyUrl },
    gateway: { publicKey: keys.providerPublicKey, publicKeyId: keys.providerPublicKeyId, apiV3Key: keys.apiV3Key, sandbox: true },
  };
}
