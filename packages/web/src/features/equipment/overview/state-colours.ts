import type { EquipmentUseState } from '@portal/contract';

/** Chart colours of the use states (green for in use, warm colours for the ones to look at). */
export const STATE_COLOURS: Record<EquipmentUseState, string> = {
  in_use: '#38A169',
  not_in_use: '#A1A1AA',
  out_of_service: '#DD6B20',
  scrapped: '#E53E3E',
  dismantled: '#9B2C2C',
  moved_out: '#805AD5',
};
