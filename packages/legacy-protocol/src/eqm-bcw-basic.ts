import { z } from 'zod';
import { ZOptionalText, ZText } from './eqm-values';

/**
 * Construction records (`/a/stone/eqmBcwBasic/*`, 施工告知): installation, modification and major
 * repair. `bcwType` is 安装, 改造 or 重大修理; `state` 草稿, 已提交, 退回 or 已通过.
 */

/** Query parameters of `eqmBcwBasic/list`; `noticeDateEnd` is exclusive (date rule). */
export type WireBcwQuery = {
  keyword?: string;
  equCategory?: string;
  bcwType?: string;
  state?: string;
  noticeDateBegin?: string;
  noticeDateEnd?: string;
};

/** One construction record as the list answers it. */
export const ZWireBcwBasic = z
  .object({
    id: ZText,
    equId: ZOptionalText,
    equCategory: ZText,
    equName: z.string(),
    registerCode: ZOptionalText,
    deviceCode: ZOptionalText,
    bcwType: z.string(),
    constructUnit: ZOptionalText,
    licenseNo: ZOptionalText,
    noticeDate: ZOptionalText,
    planFinishDate: ZOptionalText,
    usePlace: ZOptionalText,
    state: z.string(),
    updateDate: z.string(),
  })
  .passthrough();

/** `eqmBcwBasic/detail/{id}`: the row plus remark and attachments (comma-separated ids). */
export const ZWireBcwBasicDetail = ZWireBcwBasic.extend({
  remark: ZOptionalText,
  attachmentIds: z
    .union([z.string(), z.array(ZText)])
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return [];
      const ids = Array.isArray(value) ? value : value.split(',');
      return ids.map((id) => id.trim()).filter((id) => id !== '');
    }),
}).passthrough();

/** `eqmBcwBasic/showOpinion`: the institute's review of a submitted record. */
export const ZWireBcwOpinion = z
  .object({
    state: z.string(),
    opinion: ZOptionalText,
    reviewer: ZOptionalText,
    reviewDate: ZOptionalText,
  })
  .passthrough();

export type WireBcwFields = {
  id?: string;
  equId: string;
  equCategory: string;
  equName: string;
  registerCode: string;
  deviceCode: string;
  bcwType: string;
  constructUnit: string;
  licenseNo: string;
  noticeDate: string;
  planFinishDate: string;
  usePlace: string;
  remark: string;
  attachmentIds: string[];
};

/** The form of `eqmBcwBasic/save`; `isCommit` true saves and submits. */
export function bcwSaveForm(fields: WireBcwFields, isCommit: boolean): Record<string, string> {
  const { id, attachmentIds, ...rest } = fields;
  return { ...(id ? { id } : {}), ...rest, attachmentIds: attachmentIds.join(','), isCommit: String(isCommit) };
}

export type WireBcwBasic = z.infer<typeof ZWireBcwBasic>;
export type WireBcwBasicDetail = z.infer<typeof ZWireBcwBasicDetail>;
export type WireBcwOpinion = z.infer<typeof ZWireBcwOpinion>;
