import type { ZElevatorUseSignQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import { defineList } from '../../ui/list-page';
import type { ElevatorUseSignsTextKey } from './messages';

export type ElevatorUseSignQuery = z.input<typeof ZElevatorUseSignQuerySchema>;

/** 电梯使用标志打印: the unit's registered elevators, by registration code. */
export const USE_SIGN_LIST = defineList<ElevatorUseSignQuery, 'keyword' | 'registerCode' | 'areaCode', ElevatorUseSignsTextKey>({
  filters: [
    { kind: 'text', key: 'keyword', label: 'field.keyword', placeholder: 'field.keywordHint', maxLength: 100 },
    { kind: 'text', key: 'registerCode', label: 'field.registerCode', maxLength: 20 },
    { kind: 'area', key: 'areaCode', label: 'field.area' },
  ],
  sort: 'registerCode:asc',
});
