import type { ConstructionRecordRow } from '../../db/schema';
import { formatWireDateTime } from '../../http/wire-date';

/** A construction record in the wire's words (legacy-protocol ZWireConstructionRecord / ZWireConstructionRecordDetail). */
export type WireConstructionRecordAnswer = {
  id: string;
  equId: string | null;
  equCategory: string;
  equName: string;
  registerCode: string | null;
  deviceCode: string | null;
  bcwType: string;
  constructUnit: string;
  licenseNo: string;
  noticeDate: string | null;
  planFinishDate: string | null;
  usePlace: string | null;
  state: string;
  updateDate: string;
};

export type WireConstructionRecordDetailAnswer = WireConstructionRecordAnswer & { remark: string; attachmentIds: string };

export function constructionRecordAnswer(row: ConstructionRecordRow): WireConstructionRecordAnswer {
  return {
    id: row.id,
    equId: row.equipmentId,
    equCategory: row.categoryCode,
    equName: row.equipmentName,
    registerCode: row.registerCode,
    deviceCode: row.deviceCode,
    bcwType: row.kind,
    constructUnit: row.constructionUnit,
    licenseNo: row.licenseNo,
    noticeDate: row.noticeDate,
    planFinishDate: row.plannedCompletionDate,
    usePlace: row.usePlace,
    state: row.state,
    updateDate: formatWireDateTime(row.updatedAt),
  };
}

/** The detail; attachments travel comma-separated, as JeeSite's file upload fields keep them. */
export function constructionRecordDetailAnswer(row: ConstructionRecordRow): WireConstructionRecordDetailAnswer {
  return { ...constructionRecordAnswer(row), remark: row.remark, attachmentIds: row.attachmentIds.join(',') };
}
