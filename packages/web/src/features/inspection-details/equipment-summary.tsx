import { ACCESS, type EquipmentDetail } from '@portal/contract';
import { LuFolderOpen } from 'react-icons/lu';
import { useEquipment } from '../../api/queries/equipment';
import { detailPath } from '../../routes/paths';
import { useUser } from '../../session/session-state';
import { UseStateBadge } from '../../ui/badges';
import { InfoGrid } from '../../ui/info-grid';
import { QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { useInspectionDetailsText } from './messages';
import { useI18n } from '../../i18n/i18n';
import { LinkButton } from '../../ui/link-button';

/** The file's summary: name, codes, category, place, use state and inspection dates, with a link to the file. */
export function EquipmentSummaryCard({ equipment }: { equipment: EquipmentDetail }) {
  const t = useInspectionDetailsText();
  const { category } = useI18n();
  return (
    <SectionCard
      title={t('equipment.summary')}
      testId="equipment-summary"
      actions={
        <LinkButton to={detailPath(equipment.categoryCode, equipment.id)} size="sm" variant="outline" colorPalette="blue">
          <LuFolderOpen /> {t('equipment.openFile')}
        </LinkButton>
      }
    >
      <InfoGrid
        items={[
          { key: 'name', label: t('field.equipmentName'), value: equipment.name },
          { key: 'registerCode', label: t('field.registerCode'), value: equipment.registerCode },
          { key: 'category', label: t('field.category'), value: [category(equipment.categoryCode, equipment.categoryName), category(equipment.subTypeCode, equipment.subTypeName)].filter(Boolean).join(' / ') },
          { key: 'usePlace', label: t('field.usePlace'), value: equipment.usePlace },
          { key: 'useState', label: t('field.useState'), value: <UseStateBadge state={equipment.useState} /> },
          { key: 'lastCheckDate', label: t('field.lastCheckDate'), value: equipment.lastCheckDate },
          { key: 'nextCheckDate', label: t('field.nextCheckDate'), value: equipment.nextCheckDate },
        ]}
      />
    </SectionCard>
  );
}

/** The file's summary when the role may read files; nothing is asked otherwise. */
export function EquipmentSummary({ id }: { id: string | null }) {
  const canView = useUser().menuIds.includes(ACCESS.equipmentView);
  const file = useEquipment(canView && id ? id : '');
  if (!canView || !id) return null;
  return <QueryView query={file}>{() => (file.data ? <EquipmentSummaryCard equipment={file.data.body} /> : null)}</QueryView>;
}
