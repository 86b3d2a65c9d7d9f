import { Alert, Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  INSPECTION_KIND_FORMS,
  inspectionApplicationFormSchema,
  INSPECTION_KINDS,
  type CategoryCode,
  type InspectionApplicationDetail,
} from '@portal/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { useApplicationByAuthCode } from '../../../api/queries/inspection-application-actions';
import { AreaField, DateField, FormActions, FormFrame, TextField, useContractForm } from '../../../ui/form';
import { PublicFrame } from '../../../ui/public-frame';
import { LoadingState } from '../../../ui/query-states';
import { SectionCard } from '../../../ui/section-card';
import { notify } from '../../../ui/toaster';
import { useInspectionApplicationText } from '../messages';
import { InspectionApplicationStateBadge } from '../state-badge';
import { chosenOfApplication, formOfApplication, toApplicationBody } from '../form/chosen-equipment';
import { ConstructionSection, MaterialsSection } from '../form/kind-sections';
import { pipelineItemsOfForm } from '../form/pipeline-units';
import { PipelineUnitsSection } from '../form/pipeline-units-section';
import { InvoiceSection } from '../form/invoice-section';
import { useI18n } from '../../../i18n/i18n';

/**
 * /onlineApply?authCode=…: the site contact completes and submits the one application the code
 * opens (no session; nothing else reachable). The kind and equipment stay as the unit chose them.
 */
export function OnlineApplyPublicPage() {
  const t = useInspectionApplicationText();
  const [search] = useSearchParams();
  const authCode = search.get('authCode') ?? '';
  const opened = useApplicationByAuthCode(authCode);
  const [done, setDone] = useState<InspectionApplicationDetail | null>(null);
  let body;
  if (!authCode) body = <Invalid text={t('public.missingCode')} />;
  else if (done) {
    body = (
      <Alert.Root status="success" borderRadius="md" data-testid="online-apply-done">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">
          {t('public.submitted')}（{done.applicationNo}）
        </Alert.Title>
      </Alert.Root>
    );
  } else if (opened.isPending) body = <LoadingState />;
  else if (!opened.data || opened.data.status !== 200) body = <Invalid text={t('public.invalid')} />;
  else body = <PublicForm application={opened.data.body} authCode={authCode} onSubmitted={setDone} />;
  return <PublicFrame title={t('public.title')}>{body}</PublicFrame>;
}

function Invalid({ text }: { text: string }) {
  return (
    <Alert.Root status="warning" borderRadius="md" data-testid="online-apply-invalid">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}

function PublicForm({ application, authCode, onSubmitted }: { application: InspectionApplicationDetail; authCode: string; onSubmitted: (detail: InspectionApplicationDetail) => void }) {
  const { label } = useI18n();
  const t = useInspectionApplicationText();
  const contractForm = useContractForm(inspectionApplicationFormSchema, { defaultValues: formOfApplication(application), notifyInvalid: true });
  const save = tsr.inspectionApplications.createWithAuthCode.useMutation({ meta: { silent: true } });
  const onFile = application.items.flatMap((item) => (item.equipmentId ? [item.equipmentId] : []));
  const newRows = application.items
    .filter((item) => !item.equipmentId)
    .map((item) => ({ categoryCode: item.categoryCode as CategoryCode, subTypeCode: item.subTypeCode, equipmentName: item.equipmentName, deviceCode: item.deviceCode, model: '', usePlace: item.usePlace }));

  const submit = contractForm.handle(async (checked, commit) => {
    const base = toApplicationBody(application.kind, checked, [], newRows, [], commit);
    const units = pipelineItemsOfForm(application.kind, checked.items, onFile);
    const response = await save.mutateAsync({ body: { ...base, ...units, equipmentIds: onFile, isPc: false, authCode } });
    if (commit) onSubmitted(response.body);
    else notify('success', t('common.saved'));
  });

  return (
    <FormFrame form={contractForm} pb="16" testId="online-apply-public">
      <Text fontSize="sm" color="gray.600" mb="3">
        {t('public.intro')}
      </Text>
      <SectionCard title={`${application.applicationNo}　${label(INSPECTION_KINDS, application.kind)}`} actions={<InspectionApplicationStateBadge state={application.state} />}>
        {application.opinion && (
          <Text fontSize="sm" color="orange.700" mb="2">
            {t('form.returnedOpinion', { opinion: application.opinion })}
          </Text>
        )}
        <Stack gap="1">
          {application.items.map((item, index) => (
            <Box key={index} fontSize="sm">
              {item.equipmentName}　<Text as="span" fontFamily="mono">{item.registerCode}</Text>　{item.usePlace}
            </Box>
          ))}
        </Stack>
      </SectionCard>
      <SectionCard title={t('form.siteSection')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="siteContact" label={t('field.siteContact')} maxLength={50} />
          <TextField name="siteContactMobile" label={t('field.siteContactMobile')} maxLength={11} inputMode="tel" type="tel" />
          <DateField name="wishedDate" label={t('field.wishedDate')} />
          <TextField name="siteAddress" label={t('field.siteAddress')} maxLength={200} />
          <AreaField name="areaCode" label={t('field.areaCode')} />
          <TextField name="maintenanceUnit" label={t('field.maintenanceUnit')} maxLength={100} />
        </SimpleGrid>
      </SectionCard>
      <InvoiceSection />
      {INSPECTION_KIND_FORMS[application.kind].fields.includes('construction') && <ConstructionSection records={false} />}
      {/* Editable like 施工信息; the page has no session to list the pipeline records, so units are typed. */}
      {INSPECTION_KIND_FORMS[application.kind].fields.includes('pipelineUnits') && <PipelineUnitsSection equipment={chosenOfApplication(application)} lines={false} />}
      <MaterialsSection kind={application.kind} categories={application.categoryCodes} attachments={application.attachments} uploadsElsewhere />
      <FormActions save={submit} pending={save.isPending} />
    </FormFrame>
  );
}
