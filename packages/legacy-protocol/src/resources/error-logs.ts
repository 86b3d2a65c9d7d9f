import type { z } from 'zod/v4';
import { wireRecord, ZWireDateTime, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

/** The platform's error log: the SPA's and the gateway's reports are stored and listed there. */
export const ERROR_LOG_WIRE_PATHS = {
  save: '/a/stone/common/saveErrorLogger',
  list: '/a/stone/common/errorLogList',
} as const;

/**
 * One row of `/a/stone/common/errorLogList`: a JeeSite entity, so `id` and `createDate` are
 * certain; what the client reported may be partly missing.
 */
export const ZWireErrorLog = wireRecord({
  id: ZWireText,
  type: ZWireOptionalText,
  code: ZWireOptionalText,
  mes: ZWireOptionalText,
  url: ZWireOptionalText,
  time: ZWireOptionalDateTime,
  createDate: ZWireDateTime,
  userId: ZWireOptionalText,
});
export type WireErrorLog = z.infer<typeof ZWireErrorLog>;

/** The form of `saveErrorLogger`; `time` in the platform's form, `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai. */
export function errorLogForm(entry: {
  type: string;
  code: string | number;
  mes: string;
  url: string;
  time: string;
}): Record<string, string> {
  return { type: entry.type, code: String(entry.code), mes: entry.mes, url: entry.url, time: entry.time };
}
