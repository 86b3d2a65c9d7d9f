import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CONSTRUCTION_KINDS, materialsFor, type Attachment, type ConstructionRecord, type InspectionKind } from '@portal/contract';
import { useFormContext } from 'react-hook-form';
import { useConstructionRecordChoices } from '../../../api/queries/construction-records';
import { AttachmentList } from '../../../ui/attachments/attachment-list';
import { AttachmentUploader } from '../../../ui/attachments/attachment-uploader';
import { SelectField, TextField } from '../../../ui/form';
import { SectionCard } from '../../../ui/section-card';
import { useI18n } from '../../../i18n/i18n';
import { useInspectionApplicationText } from '../messages';

const recordLabel = (record: ConstructionRecord, kind: string) =>
  `${record.equipmentName}（${kind}）${record.constructionUnit} ${record.noticeDate ?? ''}`.trim();

/**
 * 施工信息 of a supervision inspection: the constructor, the construction kind (the construction
 * records' list) and the unit's construction notice it is under; picking a notice fills the other two.
 * All three are marked required: a submit needs them (docs/inspection-applications.md).
 * Without the unit's records to list (`records: false`: the public page, or a role without
 * equipment:view, which the list needs) it shows the notice already chosen.
 */
export function ConstructionSection({ records }: { records: boolean }) {
  const t = useInspectionApplicationText();
  const { optionText } = useI18n();
  const { setValue, getValues } = useFormContext();
  const choices = useConstructionRecordChoices(records);
  const items = choices.data?.body.items ?? [];
  const kindText = (code: string) => optionText(CONSTRUCTION_KINDS.find((kind) => kind.code === code) ?? { label: code, en: code });
  const chosen = String(getValues('constructionRecordId') ?? '');
  const options = records
    ? items.map((record) => ({ code: record.id, label: recordLabel(record, kindText(record.kind)) }))
    : chosen
      ? [{ code: chosen, label: chosen }]
      : [];
  const picked = (id: string) => {
    const record = items.find((candidate) => candidate.id === id);
    if (!record) return;
    setValue('constructionUnit', record.constructionUnit, { shouldValidate: true, shouldDirty: true });
    setValue('constructionKind', record.kind, { shouldValidate: true, shouldDirty: true });
  };
  return (
    <SectionCard title={t('form.constructionSection')} testId="construction-section">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <SelectField
          name="constructionRecordId"
          label={t('field.constructionRecord')}
          options={options}
          emptyLabel={t('form.constructionRecordPick')}
          disabled={!records}
          required
          helper={records && choices.isSuccess && items.length === 0 ? t('form.constructionRecordNone') : undefined}
          onPicked={picked}
        />
        <TextField name="constructionUnit" label={t('field.constructionUnit')} maxLength={100} required />
        <SelectField name="constructionKind" label={t('field.constructionKind')} options={CONSTRUCTION_KINDS} emptyLabel={t('common.choose')} required />
      </SimpleGrid>
    </SectionCard>
  );
}

type MaterialsSectionProps = {
  kind: InspectionKind;
  /** The categories of the chosen equipment: some materials are asked of some categories only. */
  categories: readonly string[];
  attachments: readonly Attachment[];
  onChange?: (attachments: Attachment[]) => void;
  refId?: string;
  /** The public page: the unit uploads the materials on the desktop. */
  uploadsElsewhere?: boolean;
};

/**
 * 申请材料: each material the kind asks for, 必需 or 可选, with its files and (on the desktop form) an
 * upload that files them under the material; then the application's other files. Without `onChange`
 * the list is read only (the public page cannot upload).
 */
export function MaterialsSection({ kind, categories, attachments, onChange, refId, uploadsElsewhere }: MaterialsSectionProps) {
  const t = useInspectionApplicationText();
  const { optionText } = useI18n();
  const materials = materialsFor(kind, categories);
  const others = attachments.filter((attachment) => !attachment.material);
  const replace = (code: string | null, files: Attachment[]) =>
    onChange?.([...attachments.filter((attachment) => (attachment.material ?? null) !== code), ...files]);
  return (
    <SectionCard title={t('form.materialsSection')} testId="materials-section">
      <Stack gap="4">
        {materials.length === 0 && (
          <Text fontSize="sm" color="gray.500">
            {t('form.materialsNone')}
          </Text>
        )}
        {uploadsElsewhere && materials.length > 0 && (
          <Text fontSize="sm" color="gray.600">
            {t('form.materialsOnDesktop')}
          </Text>
        )}
        {materials.map((material) => {
          const files = attachments.filter((attachment) => attachment.material === material.code);
          return (
            <Stack key={material.code} gap="2" data-testid={`material-${material.code}`}>
              <HStack gap="2">
                <Text fontWeight="medium">{optionText(material)}</Text>
                <Badge colorPalette={material.required ? 'red' : 'gray'}>{t(material.required ? 'form.materialRequired' : 'form.materialOptional')}</Badge>
              </HStack>
              {onChange ? (
                <AttachmentUploader refType="inspection-application" refId={refId} value={files} material={material.code} onChange={(next) => replace(material.code, next)} />
              ) : (
                <AttachmentList items={files} />
              )}
            </Stack>
          );
        })}
        {(onChange || others.length > 0) && (
          <Stack gap="2" data-testid="material-others">
            <Text fontWeight="medium">{t('form.otherFiles')}</Text>
            {onChange ? (
              <AttachmentUploader refType="inspection-application" refId={refId} value={others} onChange={(next) => replace(null, next)} />
            ) : (
              <AttachmentList items={others} />
            )}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
