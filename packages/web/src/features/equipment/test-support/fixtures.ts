import type { EquipmentDetail, EquipmentSummary } from '@portal/contract';

/** Demo data (docs/domain.md): 宁波悦澜酒店管理有限公司's passenger elevator. */
export const ELEVATOR_SUMMARY: EquipmentSummary = {
  id: 'eq-yl-1',
  categoryCode: '3000',
  categoryName: '电梯',
  subTypeCode: '3110',
  subTypeName: '曳引驱动乘客电梯',
  name: '1号客梯',
  model: 'GeN2-MR 1000',
  productNo: 'NB21080045',
  deviceCode: '31101201220210045',
  registerCode: '31103302122021080045',
  useCertNo: '梯11浙B04521(21)',
  unitInternalNo: 'KT-01',
  usePlace: '鄞州区天童南路 588 号悦澜酒店 1 号楼',
  areaCode: '330212',
  useState: 'in_use',
  registerState: 'registered',
  lastCheckDate: '2023-08-20',
  checkConclusion: 'qualified',
  nextCheckDate: '2024-08-31',
};

export const ELEVATOR_DETAIL: EquipmentDetail = {
  ...ELEVATOR_SUMMARY,
  unitId: 'unit-yuelan',
  unitName: '宁波悦澜酒店管理有限公司',
  manufacturer: '宁波奥的斯电梯有限公司',
  manufactureDate: '2021-05-10',
  installer: '宁波甬安电梯工程有限公司',
  useDate: '2021-09-01',
  designLifeYears: 15,
  propertyUnit: '宁波悦澜酒店管理有限公司',
  safetyManager: '陈海燕',
  safetyManagerPhone: '0574-88776655',
  recordState: 'approved',
  params: { ratedLoad: 1000, ratedSpeed: 1.75, floors: 18, stations: 18, doors: 18, usePlace: '宾馆酒店' },
  inspections: [
    {
      id: 'ins-1',
      institute: '宁波市特种设备检验研究院',
      kind: 'periodic',
      reportNo: 'NBTJ-DT-2023-0456',
      checkDate: '2023-08-20',
      conclusion: 'qualified',
      nextCheckDate: '2024-08-31',
    },
  ],
};
