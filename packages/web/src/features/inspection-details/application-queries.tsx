import { Badge } from '@chakra-ui/react';
import { INSPECTION_APPLICATION_STATES, labelOf, type InspectionApplicationState } from '@portal/contract';
import { skipToken } from '@tanstack/react-query';
import { tsr } from '../../api/client';

export const applicationQueryKey = (id: string) => ['inspectionApplications', 'get', id];
export const applicationInspectionQueryKey = (id: string) => ['inspectionApplications', 'inspection', id];

/** One of the unit's applications (`GET /api/v1/inspection-applications/:id`), skipped without an id. */
export function useApplication(id: string) {
  return tsr.inspectionApplications.get.useQuery({
    queryKey: applicationQueryKey(id),
    queryData: id ? { params: { id } } : skipToken,
    meta: { silent: true },
  });
}

/** Its inspection side (`GET /api/v1/inspection-applications/:id/inspection`), skipped without an id. */
export function useApplicationInspection(id: string) {
  return tsr.inspectionApplications.inspection.useQuery({
    queryKey: applicationInspectionQueryKey(id),
    queryData: id ? { params: { id } } : skipToken,
    meta: { silent: true },
  });
}

export function ApplicationStateTag({ state }: { state: InspectionApplicationState }) {
  const colour = state === 'opinion_notice' ? 'red' : state === 'report_issued' || state === 'archived' ? 'green' : 'blue';
  return <Badge colorPalette={colour}>{labelOf(INSPECTION_APPLICATION_STATES, state)}</Badge>;
}

