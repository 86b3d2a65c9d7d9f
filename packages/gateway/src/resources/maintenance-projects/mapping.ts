import { MAINTENANCE_PROJECT_KINDS, ZMaintenanceProjectBodySchema, ZMaintenanceProjectQuerySchema, type MaintenanceProject } from '@portal/contract';
import {
  WIRE_MAINTENANCE_PROJECT_KINDS,
  type QueryValue,
  type WireMaintenanceProject,
  type WireMaintenanceProjectDetail,
  type WireMaintenanceProjectFormFields,
} from '@portal/legacy-protocol';
import type { z } from 'zod';
import { toServiceApplication, toServiceApplicationDetail, toServiceApplicationFilters, toServiceApplicationForm } from '../../legacy/service-application-values';
import { codeOf, isoDate, labelFor, wireWordOf } from '../../legacy/wire-values';

export const MAINTENANCE_PROJECT_SORT_FIELDS = { applicationNo: 'applyNo', appliedAt: 'submitDate', noticeDate: 'noticeDate', kind: 'projType', state: 'status' } as const;

export function toMaintenanceProject(wire: WireMaintenanceProject): MaintenanceProject {
  return {
    ...toServiceApplication(wire),
    kind: codeOf(MAINTENANCE_PROJECT_KINDS, wire.projType, 'maintenance project kind'),
    constructionUnit: wire.constructUnit ?? '',
    licenseNo: wire.licenceNo ?? '',
    noticeDate: isoDate(wire.noticeDate),
    plannedCompletionDate: isoDate(wire.planFinishDate),
  };
}

export function toMaintenanceProjectDetail(wire: WireMaintenanceProjectDetail) {
  return { ...toMaintenanceProject(wire), content: wire.content ?? '', ...toServiceApplicationDetail(wire) };
}

export type MaintenanceProjectBodyValue = z.output<typeof ZMaintenanceProjectBodySchema>;

export function toMaintenanceProjectForm(body: MaintenanceProjectBodyValue): WireMaintenanceProjectFormFields {
  return {
    ...toServiceApplicationForm(body),
    projType: wireWordOf(MAINTENANCE_PROJECT_KINDS, WIRE_MAINTENANCE_PROJECT_KINDS, body.kind),
    constructUnit: body.constructionUnit,
    licenceNo: body.licenseNo,
    noticeDate: body.noticeDate,
    planFinishDate: body.plannedCompletionDate ?? '',
    content: body.content,
  };
}

export type MaintenanceProjectQueryValue = z.output<typeof ZMaintenanceProjectQuerySchema>;

/** `listData` / `list` filters in the platform's words; `noticeDateEnd` gets the date rule's day. */
export function toMaintenanceProjectFilters(query: MaintenanceProjectQueryValue): Record<string, QueryValue> {
  return {
    ...toServiceApplicationFilters(query),
    projType: labelFor(MAINTENANCE_PROJECT_KINDS, query.kind),
    noticeDateBegin: query.noticeDateFrom,
    noticeDateEnd: query.noticeDateTo,
  };
}
