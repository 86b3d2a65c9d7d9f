import { findCategory, findSubType } from '@portal/contract';
import type { EquipmentRow } from '../../db/schema';

/** An equipment row in the wire's words (legacy-protocol ZWireEquipment); Jackson writes absent values as null. */
export type WireEquipmentAnswer = {
  id: string;
  unitId: string;
  unitName: string | null;
  equCategory: string;
  equCategoryName: string | null;
  equType: string;
  equTypeName: string | null;
  equName: string;
  equModel: string | null;
  productNo: string | null;
  deviceCode: string | null;
  registerCode: string | null;
  useCertNo: string | null;
  unitInnerNo: string | null;
  usePlace: string | null;
  areaCode: string | null;
  useState: string;
  registerState: string;
  recordState: string;
  checkDate: string | null;
  checkResult: string | null;
  nextCheckDate: string | null;
  loadTestDate: string | null;
  useDate: string | null;
  designLife: number | null;
  useCertValidDate: string | null;
  overdueDays?: number;
};

/** The columns a list row needs: everything but the parameters and the detail-only block. */
export type EquipmentListRow = Pick<
  EquipmentRow,
  | 'id'
  | 'unitId'
  | 'categoryCode'
  | 'subTypeCode'
  | 'name'
  | 'model'
  | 'productNo'
  | 'deviceCode'
  | 'registerCode'
  | 'useCertNo'
  | 'unitInternalNo'
  | 'usePlace'
  | 'areaCode'
  | 'useState'
  | 'registerState'
  | 'recordState'
  | 'lastCheckDate'
  | 'checkConclusion'
  | 'nextCheckDate'
  | 'loadTestDate'
  | 'useDate'
  | 'designLifeYears'
  | 'useCertValidDate'
>;

export function equipmentAnswer(row: EquipmentListRow, unitName: string | null): WireEquipmentAnswer {
  return {
    id: row.id,
    unitId: row.unitId,
    unitName,
    equCategory: row.categoryCode,
    equCategoryName: findCategory(row.categoryCode)?.name ?? null,
    equType: row.subTypeCode,
    equTypeName: findSubType(row.subTypeCode)?.name ?? null,
    equName: row.name,
    equModel: row.model,
    productNo: row.productNo,
    deviceCode: row.deviceCode,
    registerCode: row.registerCode,
    useCertNo: row.useCertNo,
    unitInnerNo: row.unitInternalNo,
    usePlace: row.usePlace,
    areaCode: row.areaCode,
    useState: row.useState,
    registerState: row.registerState,
    recordState: row.recordState,
    checkDate: row.lastCheckDate,
    checkResult: row.checkConclusion,
    nextCheckDate: row.nextCheckDate,
    loadTestDate: row.loadTestDate,
    useDate: row.useDate,
    designLife: row.designLifeYears,
    useCertValidDate: row.useCertValidDate,
  };
}
