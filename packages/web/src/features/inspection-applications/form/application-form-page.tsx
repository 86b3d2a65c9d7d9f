import { Alert } from '@chakra-ui/react';
import {
  EDITABLE_INSPECTION_APPLICATION_STATES,
  INSPECTION_APPLICATION_STATES,
  type InspectionKind,
} from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { useInspectionApplication } from '../../../api/queries/inspection-applications';
import { useEquipmentSelection } from '../../../api/queries/equipment';
import { tsr } from '../../../api/client';
import { ownUnitQuery } from '../../../api/queries/unit';
import { useUser } from '../../../session/session-state';
import { LoadingState, QueryView } from '../../../ui/query-states';
import { KIND_FORMS, pathToApplication } from '../kinds';
import { useInspectionApplicationText } from '../messages';
import { InspectionApplicationFormView } from './application-form';
import {
  chosenOfApplication,
  chosenOfSummary,
  EMPTY_FORM,
  EMPTY_NEW_EQUIPMENT,
  formOfApplication,
  idsOfSearch,
  newRowsOfApplication,
} from './chosen-equipment';
import { useRecordTagTitle } from '../../../lib/page-tag';
import { useI18n } from '../../../i18n/i18n';
import { RowLink } from '../../../ui/list-page';

/**
 * A new application of one kind (`kind`; `newEquipment` for new-equ-apply), its equipment
 * pre-selected from `?equipmentIds=` (the 申请检验 entry points); or, without `kind`, the edit page
 * of the application `?id=` names (a draft or returned one).
 */
export function InspectionApplicationFormPage({ kind, newEquipment = false }: { kind?: InspectionKind; newEquipment?: boolean }) {
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  if (id || !kind) return <EditApplication id={id} />;
  return <NewApplication kind={kind} newEquipment={newEquipment} equipmentIds={idsOfSearch(search.get('equipmentIds'))} />;
}

function NewApplication({ kind, newEquipment, equipmentIds }: { kind: InspectionKind; newEquipment: boolean; equipmentIds: string[] }) {
  const user = useUser();
  const preselected = useEquipmentSelection(equipmentIds);
  const unit = tsr.unit.get.useQuery({ ...ownUnitQuery(user.unitId), staleTime: 5 * 60_000 });
  // The form takes its values once, so it waits for both; a unit that cannot be read leaves the contact empty.
  if ((equipmentIds.length > 0 && preselected.isPending) || unit.isLoading) return <LoadingState />;
  const files = preselected.data ?? [];
  const contact = unit.data?.body;
  // An elevator file names its maintainer among its parameters.
  const maintainer = files.map((file) => (file.params as Record<string, unknown>).maintenanceUnit).find((value) => typeof value === 'string');
  return (
    <InspectionApplicationFormView
      key={`${kind}-${equipmentIds.join(',')}`}
      form={KIND_FORMS[kind]}
      application={null}
      // 检验地址 stays for the user: an equipment file holds no address, its 使用地点 is a place on the site.
      initial={{
        ...EMPTY_FORM,
        siteContact: contact?.contactPerson ?? '',
        siteContactMobile: contact?.contactPhone ?? '',
        maintenanceUnit: typeof maintainer === 'string' ? maintainer : '',
      }}
      initialEquipment={files.map(chosenOfSummary)}
      initialNewRows={newEquipment ? [{ ...EMPTY_NEW_EQUIPMENT }] : []}
      newEquipment={newEquipment}
    />
  );
}

function EditApplication({ id }: { id: string }) {
  const { label } = useI18n();
  const t = useInspectionApplicationText();
  const detail = useInspectionApplication(id);
  useRecordTagTitle(detail.data?.body.applicationNo, { edit: true });
  return (
    <QueryView query={detail}>
      {() => {
        const application = detail.data?.body;
        if (!application) return null;
        if (!EDITABLE_INSPECTION_APPLICATION_STATES.includes(application.state)) {
          return (
            <Alert.Root status="info" borderRadius="md">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">
                {t('form.locked', { state: label(INSPECTION_APPLICATION_STATES, application.state) })}{' '}
                <RowLink to={pathToApplication(application.id)}>{t('form.openDetail')}</RowLink>
              </Alert.Title>
            </Alert.Root>
          );
        }
        const newRows = newRowsOfApplication(application);
        return (
          <InspectionApplicationFormView
            key={application.id}
            form={KIND_FORMS[application.kind]}
            application={application}
            initial={formOfApplication(application)}
            initialEquipment={chosenOfApplication(application)}
            initialNewRows={newRows}
            newEquipment={newRows.length > 0}
          />
        );
      }}
    </QueryView>
  );
}
