import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generatePaymentKeys, type PaymentKeys } from '@portal/legacy-server';

const FILE_NAME = 'payment-keys.json';

const isKeys = (value: unknown): value is Required<PaymentKeys> =>
  typeof value === 'object' &&
  value !== null &&
  ['mchid', 'appid', 'merchantSerial', 'merchantPrivateKey', 'providerPublicKey', 'providerPublicKeyId', 'apiV3Key', 'providerPrivateKey'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

/**
 * The embedded sandbox provider's keys (merchant key pair, provider key pair and id, APIv3 key),
 * generated at the first start and kept in DATA_DIR (mode 0600), so orders opened before a restart
 * still verify after it. The gateway gets the provider's public half and the APIv3 key; the platform all.
 */
export async function loadOrCreatePaymentKeys(dataDir: string): Promise<Required<PaymentKeys>> {
  const file = path.join(dataDir, FILE_NAME);
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing !== null) {
    try {
      const parsed: unknown = JSON.parse(existing);
      if (isKeys(parsed)) return parsed;
    } catch {
      // A torn or hand-edited file: made anew below.
    }
  }
  await mkdir(dataDir, { recursive: true });
  const keys = generatePaymentKeys();
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
  return keys;
}
