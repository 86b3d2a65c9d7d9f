import { skipToken } from '@tanstack/react-query';
import { tsr } from '../../../api/client';
import { equipmentKeys } from '../../../api/queries/equipment';
import { SILENT } from '../../../api/queries/query-kit';
import { useRecordTagTitle } from '../../../lib/page-tag';
import { isEditableRecord, RecordFormPage, useRecordFormTarget } from '../../../ui/form';
import { fileTitle } from '../detail/equipment-detail-page';
import { useEquipmentText } from '../messages';
import { deviceValuesOf, emptyDeviceValues } from './device-form';
import { DeviceFormView } from './device-form-view';

/** device-info-new?mode=add|edit|view&id=: add an equipment file, edit a draft, or read one. */
export function DeviceInfoFormPage() {
  const t = useEquipmentText();
  const { mode, id, search, request } = useRecordFormTarget();
  const detail = tsr.equipment.get.useQuery({ queryKey: equipmentKeys.detail(id), queryData: request ?? skipToken, meta: SILENT });
  const equipment = detail.data?.body;
  // Edit mode opens a registered file read-only: then its tag is the form's, not 编辑.
  useRecordTagTitle(equipment ? fileTitle(equipment) : null, { edit: mode === 'edit' && !!equipment && isEditableRecord(equipment.recordState) });
  return (
    <RecordFormPage
      mode={mode}
      id={id}
      query={detail}
      record={detail.data?.body}
      texts={{ noId: t('detail.noId'), locked: t('form.locked') }}
      add={() => <DeviceFormView key="add" mode="add" initial={emptyDeviceValues(search.get('category') ?? '')} equipment={null} />}
      form={(equipment, opened) => <DeviceFormView key={`${opened}-${equipment.id}`} mode={opened} initial={deviceValuesOf(equipment)} equipment={equipment} />}
    />
  );
}
