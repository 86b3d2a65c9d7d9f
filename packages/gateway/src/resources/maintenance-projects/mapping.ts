import { MAINTENANCE_PROJECT_KINDS, ZMaintenanceProjectBodySchema, ZMaintenanceProjectQuerySchema, type MaintenanceProject } from '@portal/contract';
import {
  WIRE_MAINTENANCE_PROJECT_KINDS,
  type QueryValue,
  type WireMaintenanceProject,
  type WireMaintenanceProjectDetail,
  type WireMaintenanceProjectFormFields,
  type WireMaintenanceProjectKind,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { reviewWord, toServiceEquipment, toServiceHistoryItem, toServiceReview } from '../../legacy/service-application-values';
import { codeOf, isoDate, labelFor } from '../../legacy/wire-values';

export const MAINTENANCE_PROJECT_SORT_FIELDS = { applicationNo: 'applyNo', appliedAt: 'submitDate', noticeDate: 'noticeDate', kind: 'projType', state: 'status' } as const;

export function toMaintenanceProject(wire: WireMaintenanceProject): MaintenanceProject {
  return {
    id: wire.id,
    applicationNo: wire.applyNo,
    kind: codeOf(MAINTENANCE_PROJECT_KINDS, wire.projType, 'maintenance project kind'),
    equipment: wire.equipments.map(toServiceEquipment),
    constructionUnit: wire.constructUnit ?? '',
    licenseNo: wire.licenceNo ?? '',
    noticeDate: isoDate(wire.noticeDate),
    plannedCompletionDate: isoDate(wire.planFinishDate),
    ...toServiceReview(wire),
  };
}

export function toMaintenanceProjectDetail(wire: WireMaintenanceProjectDetail) {
  return { ...toMaintenanceProject(wire), content: wire.content ?? '', history: wire.history.map(toServiceHistoryItem), attachmentIds: wire.attachmentIds };
}

export type MaintenanceProjectBodyValue = z.output<typeof ZMaintenanceProjectBodySchema>;

export function toMaintenanceProjectForm(body: MaintenanceProjectBodyValue): WireMaintenanceProjectFormFields {
  const word = labelFor(MAINTENANCE_PROJECT_KINDS, body.kind);
  return {
    projType: WIRE_MAINTENANCE_PROJECT_KINDS.find((candidate) => candidate === word) as WireMaintenanceProjectKind,
    equipmentIds: body.equipmentIds,
    constructUnit: body.constructionUnit,
    licenceNo: body.licenseNo,
    noticeDate: body.noticeDate,
    planFinishDate: body.plannedCompletionDate ?? '',
    content: body.content,
    attachmentIds: body.attachmentIds,
    isCommit: body.commit,
  };
}

export type MaintenanceProjectQueryValue = z.output<typeof ZMaintenanceProjectQuerySchema>;

/** `listData` / `list` filters in the platform's words; `noticeDateEnd` gets the date rule's day. */
export function toMaintenanceProjectFilters(query: MaintenanceProjectQueryValue): Record<string, QueryValue> {
  return {
    keyword: query.keyword,
    projType: labelFor(MAINTENANCE_PROJECT_KINDS, query.kind),
    status: query.state === undefined ? undefined : reviewWord(query.state),
    noticeDateBegin: query.noticeDateFrom,
    noticeDateEnd: query.noticeDateTo,
  };
}
