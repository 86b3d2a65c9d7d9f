import {
  CONSTRUCTION_KINDS,
  type ConstructionRecord,
  type ZConstructionRecordBodySchema,
  type ZConstructionRecordDetailSchema,
  type ZConstructionRecordQuerySchema,
  type ZOpinionSchema,
} from '@portal/contract';
import type { WireConstructionRecord, WireConstructionRecordDetail, WireConstructionRecordFields, WireConstructionRecordOpinion, WireConstructionRecordQuery } from '@portal/legacy-protocol';
import type { z } from 'zod';
import { categoryOf, codeOf, isoDate, labelFor, reviewStateLabel, reviewStateOf } from '../../legacy/wire-values';

/** Construction records in both words: the contract's and the platform's (eqmBcwBasic). */

export type ConstructionRecordQuery = z.infer<typeof ZConstructionRecordQuerySchema>;
export type ConstructionRecordBody = z.infer<typeof ZConstructionRecordBodySchema>;
type ConstructionRecordDetail = z.infer<typeof ZConstructionRecordDetailSchema>;
type Opinion = z.infer<typeof ZOpinionSchema>;

export const CONSTRUCTION_SORT_FIELDS: Readonly<Record<string, string>> = {
  equipmentName: 'equName',
  categoryCode: 'equCategory',
  kind: 'bcwType',
  registerCode: 'registerCode',
  noticeDate: 'noticeDate',
  state: 'state',
  updatedAt: 'updateDate',
};

/** The list filters as query parameters; `noticeDateEnd` becomes exclusive under the date rule. */
export function toWireBcwQuery(query: Omit<ConstructionRecordQuery, 'page' | 'pageSize' | 'sort'>): WireConstructionRecordQuery {
  return {
    keyword: query.keyword,
    equCategory: query.categoryCode,
    bcwType: labelFor(CONSTRUCTION_KINDS, query.kind),
    state: query.state === undefined ? undefined : reviewStateLabel(query.state),
    noticeDateBegin: query.noticeDateFrom,
    noticeDateEnd: query.noticeDateTo,
  };
}

export function toConstructionRecord(wire: WireConstructionRecord): ConstructionRecord {
  return {
    id: wire.id,
    equipmentId: wire.equId ?? null,
    categoryCode: categoryOf(wire.equCategory),
    equipmentName: wire.equName ?? '',
    registerCode: wire.registerCode ?? '',
    deviceCode: wire.deviceCode ?? '',
    kind: codeOf(CONSTRUCTION_KINDS, wire.bcwType, 'construction kind'),
    constructionUnit: wire.constructUnit ?? '',
    licenseNo: wire.licenseNo ?? '',
    noticeDate: isoDate(wire.noticeDate),
    plannedCompletionDate: isoDate(wire.planFinishDate),
    usePlace: wire.usePlace ?? '',
    state: reviewStateOf(wire.state),
    updatedAt: wire.updateDate,
  };
}

export function toConstructionRecordDetail(wire: WireConstructionRecordDetail): ConstructionRecordDetail {
  return { ...toConstructionRecord(wire), remark: wire.remark ?? '', attachmentIds: wire.attachmentIds };
}

export function toOpinion(wire: WireConstructionRecordOpinion): Opinion {
  return {
    state: reviewStateOf(wire.state),
    opinion: wire.opinion ?? null,
    reviewer: wire.reviewer ?? null,
    reviewedAt: wire.reviewDate ?? null,
  };
}

export function toWireBcwFields(body: ConstructionRecordBody, id?: string): WireConstructionRecordFields {
  return {
    ...(id ? { id } : {}),
    equId: body.equipmentId ?? '',
    equCategory: body.categoryCode,
    equName: body.equipmentName,
    registerCode: body.registerCode ?? '',
    deviceCode: body.deviceCode,
    bcwType: labelFor(CONSTRUCTION_KINDS, body.kind),
    constructUnit: body.constructionUnit,
    licenseNo: body.licenseNo,
    noticeDate: body.noticeDate,
    planFinishDate: body.plannedCompletionDate ?? '',
    usePlace: body.usePlace,
    remark: body.remark,
    attachmentIds: body.attachmentIds,
  };
}
