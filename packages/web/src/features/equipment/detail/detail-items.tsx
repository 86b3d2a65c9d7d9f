import { INSPECTION_KINDS, type EquipmentDetail } from '@portal/contract';
import type { I18n } from '../../../i18n/i18n';
import { ConclusionBadge, RegisterStateBadge, ReviewStateBadge, UseStateBadge } from '../../../ui/badges';
import { fieldItems, type InfoItem } from '../../../ui/info-grid';
import type { EquipmentTextKey } from '../messages';

type T = (key: EquipmentTextKey) => string;
/** The value texts of the user's language. */
type Values = Pick<I18n, 'label' | 'area' | 'category'>;

/** The common fields of an equipment file, in the order the paper 台账 lists them. */
export function commonItems(detail: EquipmentDetail, t: T, { area, category }: Values): InfoItem[] {
  const item = (key: string, label: EquipmentTextKey, value: InfoItem['value']): InfoItem => ({ key, label: t(label), value });
  return [
    item('category', 'field.category', `${detail.categoryCode} ${category(detail.categoryCode, detail.categoryName)}`),
    item('subType', 'field.subType', `${detail.subTypeCode} ${category(detail.subTypeCode, detail.subTypeName)}`),
    ...fieldItems(t, detail, ['name', 'model', 'productNo', 'deviceCode', 'registerCode', 'useCertNo', 'unitInternalNo', 'unitName', 'usePlace']),
    item('area', 'field.area', detail.areaCode ? area(detail.areaCode) : ''),
    ...fieldItems(t, detail, ['manufacturer', 'manufactureDate', 'installer', 'useDate']),
    item('designLifeYears', 'field.designLifeYears', detail.designLifeYears === null ? '' : `${detail.designLifeYears} ${t('unit.years')}`),
    ...fieldItems(t, detail, ['propertyUnit', 'safetyManager', 'safetyManagerPhone']),
    item('useState', 'field.useState', <UseStateBadge state={detail.useState} />),
    item('registerState', 'field.registerState', <RegisterStateBadge state={detail.registerState} />),
    item('recordState', 'field.recordState', <ReviewStateBadge state={detail.recordState} />),
  ];
}

/** The inspection block: the latest inspection, or the file's own dates when none is listed. */
export function inspectionItems(detail: EquipmentDetail, t: T, { label }: Values): InfoItem[] {
  const latest = [...detail.inspections].sort((a, b) => b.checkDate.localeCompare(a.checkDate))[0];
  return [
    { key: 'institute', label: t('field.institute'), value: latest?.institute },
    { key: 'inspectionKind', label: t('field.inspectionKind'), value: latest ? label(INSPECTION_KINDS, latest.kind) : '' },
    { key: 'reportNo', label: t('field.reportNo'), value: latest?.reportNo },
    { key: 'checkDate', label: t('field.checkDate'), value: latest?.checkDate ?? detail.lastCheckDate },
    { key: 'checkConclusion', label: t('field.checkConclusion'), value: <ConclusionBadge conclusion={latest?.conclusion ?? detail.checkConclusion} /> },
    { key: 'nextCheckDate', label: t('field.nextCheckDate'), value: detail.nextCheckDate },
  ];
}
