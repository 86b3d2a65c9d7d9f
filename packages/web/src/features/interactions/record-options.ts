import { ACCESS, type InteractionTopic } from '@portal/contract';
import { useApplicationChoices } from '../../api/queries/inspection-applications';
import { useEquipmentChoices } from '../../api/queries/equipment';
import type { SelectOption } from '../../ui/option-select';

/**
 * The unit's records a new thread may be about: its inspection applications (申请编号) or its
 * equipment (注册代码 · 名称). Only the list of the chosen topic is asked for, and only when the role
 * may read it; a record passed in the URL stays choosable under its id.
 */
export function useRecordOptions(topic: InteractionTopic | '', menuIds: readonly string[], passedId: string): readonly SelectOption[] {
  const applications = useApplicationChoices(topic === 'application' && menuIds.includes(ACCESS.inspectionView));
  const equipment = useEquipmentChoices(topic === 'equipment' && menuIds.includes(ACCESS.equipmentView));
  const options: SelectOption[] =
    topic === 'application'
      ? (applications.data?.body.items ?? []).map((item) => ({ code: item.id, label: item.applicationNo }))
      : topic === 'equipment'
        ? (equipment.data?.body.items ?? []).map((item) => ({ code: item.id, label: [item.registerCode, item.name].filter(Boolean).join(' · ') }))
        : [];
  if (passedId && topic !== 'general' && topic !== '' && !options.some((option) => option.code === passedId)) options.unshift({ code: passedId, label: passedId });
  return options;
}
