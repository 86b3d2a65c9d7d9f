import { Alert, Badge, Button, HStack, Text } from '@chakra-ui/react';
import { ACCESS, categoryBySlug, findCategory, type CategorySlug, type EquipmentDetail } from '@portal/contract';
import { useI18n } from '../../../i18n/i18n';
import { useState } from 'react';
import { LuClipboardCheck, LuFilePen, LuPencil } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useEquipment, useEquipmentChanges } from '../../../api/queries/equipment';
import { useUser } from '../../../session/session-state';
import { isOverdue } from '../../../lib/dates';
import { useRecordTagTitle } from '../../../lib/page-tag';
import { InfoGrid } from '../../../ui/info-grid';
import { EmptyData, QueryView } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { useEquipmentText } from '../messages';
import { detailPath, deviceFormPath, inspectionApplyPath } from '../../../routes/paths';
import { ChangeApplyDialog } from './change-apply-dialog';
import { ChangeHistory } from './change-history';
import { commonItems, inspectionItems } from './detail-items';
import { InspectionHistory } from './inspection-history';
import { paramItems } from './param-values';
import { RowLink } from '../../../ui/list-page';

const EDITABLE = ['draft', 'returned'];

/** What names a file on its tag (after the route title): the unit's own number first (two lifts are often both 曳引驱动乘客电梯). */
export function fileTitle(equipment: Pick<EquipmentDetail, 'unitInternalNo' | 'name' | 'registerCode'>): string {
  const parts = [equipment.unitInternalNo, equipment.name].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(' · ') : equipment.registerCode;
}

/** An equipment file (设备档案) of one category: common fields, own parameters, inspections, changes. */
export function EquipmentDetailPage({ category }: { category: CategorySlug }) {
  const t = useEquipmentText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useEquipment(id);
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return (
    <QueryView query={detail}>
      {() => (detail.data ? <EquipmentFile equipment={detail.data.body} expected={category} /> : null)}
    </QueryView>
  );
}

function EquipmentFile({ equipment, expected }: { equipment: EquipmentDetail; expected: CategorySlug }) {
  const t = useEquipmentText();
  const i18n = useI18n();
  const user = useUser();
  const canEdit = user.menuIds.includes(ACCESS.equipmentEdit);
  const canApply = user.menuIds.includes(ACCESS.inspectionApply) && equipment.registerState === 'registered';
  const [applying, setApplying] = useState(false);
  // Two files of one category open side by side: each tag says which file it is.
  useRecordTagTitle(fileTitle(equipment));
  const changes = useEquipmentChanges(equipment.id);
  const actual = findCategory(equipment.categoryCode);
  const params = paramItems(equipment.categoryCode, equipment.subTypeCode, equipment.params, i18n.locale);

  return (
    <>
      {actual && actual.slug !== expected && (
        <Alert.Root status="warning" mb="4" borderRadius="md">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">
            {t('detail.otherCategory', { category: i18n.category(actual.code), expected: i18n.category(categoryBySlug(expected)?.code ?? expected) })}{' '}
            <RowLink to={detailPath(equipment.categoryCode, equipment.id)}>{t('detail.openRight')}</RowLink>
          </Alert.Title>
        </Alert.Root>
      )}
      <SectionCard
        testId="equipment-detail"
        title={
          <HStack gap="3" wrap="wrap">
            <span>{equipment.name}</span>
            <Badge colorPalette="blue" variant="outline">
              {i18n.category(equipment.categoryCode, equipment.categoryName)}
            </Badge>
            {isOverdue(equipment.nextCheckDate) && <Badge colorPalette="red">{t('detail.overdue')}</Badge>}
          </HStack>
        }
        actions={
          (canEdit || canApply) && (
            <>
              {canApply && (
                <Button asChild size="sm" colorPalette="green" data-testid="apply-inspection">
                  <RouterLink to={inspectionApplyPath([equipment.id], equipment.categoryCode)}>
                    <LuClipboardCheck /> {t('apply.inspection')}
                  </RouterLink>
                </Button>
              )}
              {canEdit && EDITABLE.includes(equipment.recordState) && (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={deviceFormPath('edit', equipment.id)}>
                    <LuPencil /> {t('common.edit')}
                  </RouterLink>
                </Button>
              )}
              {canEdit && equipment.registerState === 'registered' && (
                <Button size="sm" colorPalette="blue" onClick={() => setApplying(true)}>
                  <LuFilePen /> {t('change.title')}
                </Button>
              )}
            </>
          )
        }
      >
        <InfoGrid items={commonItems(equipment, t, i18n)} />
      </SectionCard>
      <SectionCard title={t('detail.params', { category: i18n.category(equipment.categoryCode, equipment.categoryName) })}>
        {params.length === 0 ? (
          <Text color="gray.500" fontSize="sm">
            {t('detail.noParams')}
          </Text>
        ) : (
          <InfoGrid items={params} />
        )}
      </SectionCard>
      <SectionCard title={t('detail.inspection')}>
        <InfoGrid items={inspectionItems(equipment, t, i18n)} />
      </SectionCard>
      <SectionCard title={t('detail.inspectionHistory')}>
        <InspectionHistory equipmentId={equipment.id} items={equipment.inspections} />
      </SectionCard>
      <SectionCard title={t('detail.changeHistory')}>
        <QueryView query={changes}>{() => <ChangeHistory items={changes.data?.body ?? []} />}</QueryView>
      </SectionCard>
      <ChangeApplyDialog
        equipment={equipment}
        open={applying}
        onClose={() => setApplying(false)}
        onApplied={() => {
          setApplying(false);
          void changes.refetch();
        }}
      />
    </>
  );
}
