import { Alert } from '@chakra-ui/react';
import { skipToken } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../../api/client';
import { operationModeOf } from '../../../lib/mode';
import { EmptyData, QueryView } from '../../../ui/query-states';
import { useEquipmentText } from '../messages';
import { deviceValuesOf, emptyDeviceValues } from './device-form';
import { DeviceFormView } from './device-form-view';

const EDITABLE = ['draft', 'returned'];

/** device-info-new?mode=add|edit|view&id=: add an equipment file, edit a draft, or read one. */
export function DeviceInfoFormPage() {
  const t = useEquipmentText();
  const [search] = useSearchParams();
  const mode = operationModeOf(search.get('mode'));
  const id = search.get('id') ?? '';
  const detail = tsr.equipment.get.useQuery({
    queryKey: ['equipment', 'get', id],
    queryData: mode !== 'add' && id ? { params: { id } } : skipToken,
    meta: { silent: true },
  });
  if (mode === 'add') {
    return <DeviceFormView key="add" mode="add" initial={emptyDeviceValues(search.get('category') ?? '')} equipment={null} />;
  }
  if (!id) return <EmptyData>{t('detail.noId')}</EmptyData>;
  return (
    <QueryView query={detail}>
      {() => {
        const equipment = detail.data?.body;
        if (!equipment) return null;
        const locked = mode === 'edit' && !EDITABLE.includes(equipment.recordState);
        return (
          <>
            {locked && (
              <Alert.Root status="info" mb="4" borderRadius="md">
                <Alert.Indicator />
                <Alert.Title fontWeight="normal">{t('form.locked')}</Alert.Title>
              </Alert.Root>
            )}
            <DeviceFormView
              key={`${mode}-${equipment.id}`}
              mode={locked ? 'view' : mode}
              initial={deviceValuesOf(equipment)}
              equipment={equipment}
            />
          </>
        );
      }}
    </QueryView>
  );
}
