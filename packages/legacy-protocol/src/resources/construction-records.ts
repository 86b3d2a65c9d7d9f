import { z } from 'zod';
import { ZWireOptionalText, ZWireText } from '../wire-values';

/**
 * Construction records (`/a/stone/eqmBcwBasic/*`, 施工告知): installation, modification and major
 * repair. `bcwType` is 安装, 改造 or 重大修理; `state` 草稿, 已提交, 退回 or 已通过.
 */
export const CONSTRUCTION_RECORD_WIRE_PATHS = {
  list: '/a/stone/eqmBcwBasic/list',
  /** `detail/{id}`: see `constructionRecordDetailPath`. */
  detail: '/a/stone/eqmBcwBasic/detail',
  save: '/a/stone/eqmBcwBasic/save',
  commit: '/a/stone/eqmBcwBasic/commit',
  delete: '/a/stone/eqmBcwBasic/delete',
  showOpinion: '/a/stone/eqmBcwBasic/showOpinion',
} as const;

export function constructionRecordDetailPath(id: string): string {
  return `${CONSTRUCTION_RECORD_WIRE_PATHS.detail}/${encodeURIComponent(id)}`;
}

/** Query parameters of `eqmBcwBasic/list`; `noticeDateEnd` is exclusive (date rule). */
export type WireConstructionRecordQuery = {
  keyword?: string;
  equCategory?: string;
  bcwType?: string;
  state?: string;
  noticeDateBegin?: string;
  noticeDateEnd?: string;
};

/** One construction record as the list answers it. */
export const ZWireConstructionRecord = z
  .object({
    id: ZWireText,
    equId: ZWireOptionalText,
    equCategory: ZWireText,
    equName: z.string(),
    registerCode: ZWireOptionalText,
    deviceCode: ZWireOptionalText,
    bcwType: z.string(),
    constructUnit: ZWireOptionalText,
    licenseNo: ZWireOptionalText,
    noticeDate: ZWireOptionalText,
    planFinishDate: ZWireOptionalText,
    usePlace: ZWireOptionalText,
    state: z.string(),
    updateDate: z.string(),
  })
  .passthrough();

/** `eqmBcwBasic/detail/{id}`: the row plus remark and attachments (comma-separated ids). */
export const ZWireConstructionRecordDetail = ZWireConstructionRecord.extend({
  remark: ZWireOptionalText,
  attachmentIds: z
    .union([z.string(), z.array(ZWireText)])
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return [];
      const ids = Array.isArray(value) ? value : value.split(',');
      return ids.map((id) => id.trim()).filter((id) => id !== '');
    }),
}).passthrough();

/** `eqmBcwBasic/showOpinion`: the institute's review of a submitted record. */
export const ZWireConstructionRecordOpinion = z
  .object({
    state: z.string(),
    opinion: ZWireOptionalText,
    reviewer: ZWireOptionalText,
    reviewDate: ZWireOptionalText,
  })
  .passthrough();

export type WireConstructionRecordFields = {
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
export function constructionRecordSaveForm(fields: WireConstructionRecordFields, isCommit: boolean): Record<string, string> {
  const { id, attachmentIds, ...rest } = fields;
  return { ...(id ? { id } : {}), ...rest, attachmentIds: attachmentIds.join(','), isCommit: String(isCommit) };
}

export type WireConstructionRecord = z.infer<typeof ZWireConstructionRecord>;
export type WireConstructionRecordDetail = z.infer<typeof ZWireConstructionRecordDetail>;
export type WireConstructionRecordOpinion = z.infer<typeof ZWireConstructionRecordOpinion>;
