import { z } from 'zod/v4';
import { wirePath } from '../paths';
import { wireRecord, ZWireDateTime, ZWireIdList, ZWireOptionalDateTime, ZWireOptionalText, ZWireText } from '../wire-values';

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
  return wirePath(CONSTRUCTION_RECORD_WIRE_PATHS.detail, id);
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

/**
 * The fields of a construction record as the list answers it. Certain: the id (the link to it), the
 * category and kind it is filed under, its state and the entity's updateDate.
 */
const CONSTRUCTION_RECORD_FIELDS = {
  id: ZWireText,
  equId: ZWireOptionalText,
  equCategory: ZWireText,
  equName: ZWireOptionalText,
  registerCode: ZWireOptionalText,
  deviceCode: ZWireOptionalText,
  bcwType: ZWireText,
  constructUnit: ZWireOptionalText,
  licenseNo: ZWireOptionalText,
  noticeDate: ZWireOptionalDateTime,
  planFinishDate: ZWireOptionalDateTime,
  usePlace: ZWireOptionalText,
  state: ZWireText,
  updateDate: ZWireDateTime,
};

export const ZWireConstructionRecord = wireRecord(CONSTRUCTION_RECORD_FIELDS);

/** `eqmBcwBasic/detail/{id}`: the row plus remark and attachments (comma-separated ids). */
export const ZWireConstructionRecordDetail = wireRecord({
  ...CONSTRUCTION_RECORD_FIELDS,
  remark: ZWireOptionalText,
  attachmentIds: ZWireIdList,
});

/** `eqmBcwBasic/showOpinion`: the institute's review of a submitted record. */
export const ZWireConstructionRecordOpinion = wireRecord({
  state: ZWireText,
  opinion: ZWireOptionalText,
  reviewer: ZWireOptionalText,
  reviewDate: ZWireOptionalDateTime,
});

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
