import { z } from 'zod';
import { ZWireOptionalText, ZWireText } from '../wire-values';

/** The platform's error log: the SPA's and the gateway's reports are stored and listed there. */
export const ERROR_LOG_WIRE_PATHS = {
  save: '/a/stone/common/saveErrorLogger',
  list: '/a/stone/common/errorLogList',
} as const;

/** One row of `/a/stone/common/errorLogList`. */
export const ZWireErrorLog = z
  .object({
    id: ZWireText,
    type: z.string(),
    code: ZWireText,
    mes: z.string(),
    url: z.string(),
    time: z.string(),
    createDate: z.string(),
    userId: ZWireOptionalText,
  })
  .passthrough();
export type WireErrorLog = z.infer<typeof ZWireErrorLog>;

export function errorLogForm(entry: {
  type: string;
  code: string | number;
  mes: string;
  url: string;
  time: string;
}): Record<string, string> {
  return { type: entry.type, code: String(entry.code), mes: entry.mes, url: entry.url, time: entry.time };
}
