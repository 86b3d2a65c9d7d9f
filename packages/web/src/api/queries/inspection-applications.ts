import type { ZInspectionApplicationEquipmentBodySchema } from '@portal/contract';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { tsr } from '../client';
import { byId, resourceKeys, SILENT } from './query-kit';

type EquipmentChoice = z.input<typeof ZInspectionApplicationEquipmentBodySchema>;

/** Choices: one page as large as the API gives. */
const CHOICES = { pageSize: 200 };

export const inspectionApplicationKeys = {
  ...resourceKeys('inspectionApplications'),
  /** The inspection side of one application (schedule, results, rectification). */
  inspection: (id: string) => [...inspectionApplicationKeys.detail(id), 'inspection'] as const,
  /** Where its payment stands (polled while an order is open). */
  paymentStatus: (id: string) => [...inspectionApplicationKeys.detail(id), 'paymentStatus'] as const,
  paymentOrder: (orderNo: string) => [...inspectionApplicationKeys.all, 'paymentOrder', orderNo] as const,
  /** The same order as the payer's phone reads it (its own polling, no retry). */
  publicPaymentOrder: (orderNo: string) => [...inspectionApplicationKeys.paymentOrder(orderNo), 'public'] as const,
  institutes: () => [...inspectionApplicationKeys.all, 'institutes'] as const,
  check: (body: EquipmentChoice) => [...inspectionApplicationKeys.all, 'check', body] as const,
  feeQuote: (body: EquipmentChoice) => [...inspectionApplicationKeys.all, 'feeQuote', body] as const,
};

/** One of the unit's applications (`GET /api/v1/inspection-applications/:id`); nothing asked without an id. */
export function useInspectionApplication(id: string) {
  return tsr.inspectionApplications.get.useQuery({ queryKey: inspectionApplicationKeys.detail(id), queryData: byId(id), meta: SILENT });
}

/** Its inspection side (`GET /api/v1/inspection-applications/:id/inspection`); nothing asked without an id. */
export function useApplicationInspection(id: string) {
  return tsr.inspectionApplications.inspection.useQuery({ queryKey: inspectionApplicationKeys.inspection(id), queryData: byId(id), meta: SILENT });
}

/** The institutes an application may name; they change with a release, not during a visit. */
export function useInspectionInstitutes() {
  return tsr.inspectionApplications.institutes.useQuery({ queryKey: inspectionApplicationKeys.institutes(), meta: SILENT, staleTime: Infinity });
}

/** checkOnline of the chosen equipment: what keeps each one from being applied for. */
export function useApplicationCheck(body: EquipmentChoice) {
  return useQuery({
    queryKey: inspectionApplicationKeys.check(body),
    enabled: body.equipmentIds.length > 0,
    queryFn: async () => {
      const response = await tsr.inspectionApplications.check.mutate({ body });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** The fee of the chosen equipment. */
export function useFeeQuote(body: EquipmentChoice) {
  return useQuery({
    queryKey: inspectionApplicationKeys.feeQuote(body),
    enabled: body.equipmentIds.length > 0,
    queryFn: async () => {
      const response = await tsr.inspectionApplications.feeQuote.mutate({ body });
      if (response.status !== 200) throw response;
      return response.body;
    },
  });
}

/** The unit's applications to choose from (a message's subject); `asked` false asks nothing. */
export function useApplicationChoices(asked: boolean) {
  return tsr.inspectionApplications.list.useQuery({
    queryKey: inspectionApplicationKeys.list(CHOICES),
    queryData: asked ? { query: CHOICES } : skipToken,
    meta: SILENT,
    staleTime: 60_000,
  });
}
