import { loggerOptions, type LogLevel } from '@portal/gateway';
import type { LegacyServerOptions } from '@portal/legacy-server';

/** A destination of log lines (stdout when absent); tests collect them. */
export type LogStream = { write(line: string): void };

/** legacy-server's logger option (Fastify's logger options). */
type PlatformLogging = Exclude<NonNullable<LegacyServerOptions['logger']>, boolean>;

/**
 * The embedded platform's log: pino JSON lines on the gateway's stream at LOG_LEVEL, each named
 * `platform`, so an error inside it (a 5xx, logged with its stack) reaches the product's log, masked
 * as the gateway's lines are (mobile and ID numbers, credentials; http/request-log.ts). At
 * `info` the gateway's access line already stands for every platform call, so the platform logs from
 * `warn`; `debug` and `trace` show its requests too.
 */
export function platformLogging(level: LogLevel, stream?: LogStream): PlatformLogging {
  return { ...loggerOptions(level === 'info' ? 'warn' : level, stream), name: 'platform' };
}
