import { ERROR_LOG_TYPES, shanghaiDateTime, type ErrorLog, type ZErrorLogBodySchema } from '@portal/contract';
import type { WireErrorLog } from '@portal/legacy-protocol';
import type { z } from 'zod';
import type { SortFields } from '../../legacy/wire-values';

/** `errorLogger/list` keeps one order, the newest entry first (it reads no `orderBy`). */
export const ERROR_LOG_ORDER: SortFields = { createdAt: { only: 'desc' } };

/** A client error as the contract has checked it (`code` already text). */
export type ErrorLogEntry = z.output<typeof ZErrorLogBodySchema>;

/** A stored client error; a type the contract does not know reads as a script error, missing text as ''. */
export function toErrorLog(wire: WireErrorLog): ErrorLog {
  const type = ERROR_LOG_TYPES.find((known) => known === wire.type) ?? 'script';
  return {
    id: wire.id,
    type,
    code: wire.code ?? '',
    mes: wire.mes ?? '',
    url: wire.url ?? '',
    time: wire.time ?? '',
    createdAt: wire.createDate,
  };
}

/**
 * A client error as the platform stores it: the time in the platform's form, Asia/Shanghai
 * `yyyy-MM-dd HH:mm:ss`, whatever offset the client wrote it with (`2026-11-23T07:50:00.000Z` ->
 * `2026-11-23 15:50:00`). The contract has checked that it is a time.
 */
export function toWireErrorLogEntry(body: ErrorLogEntry): ErrorLogEntry {
  return { ...body, time: shanghaiDateTime(body.time) ?? body.time };
}
