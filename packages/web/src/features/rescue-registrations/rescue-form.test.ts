import { message } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_RESCUE, inputTime, rescueFormSchema, type RescueFormValues } from './rescue-form';

const FILLED: RescueFormValues = {
  ...EMPTY_RESCUE,
  registerCode: '31103302122021080045',
  place: '主楼东侧电梯厅',
  alarmAt: '2026-11-20T09:10',
  reporter: '王芳',
  reporterPhone: '13958201746',
  trappedCount: '2',
  faultDescription: '困人',
};

describe('the rescue form', () => {
  it('takes empty inputs as absent values and the count as a number', () => {
    const parsed = rescueFormSchema.safeParse(FILLED);
    expect(parsed.success && parsed.data).toMatchObject({ trappedCount: 2, casualties: '无' });
    expect(parsed.success && 'arrivedAt' in parsed.data).toBe(false);
  });

  it('says an arrival before the alarm in the contract words, on the arrival', async () => {
    expect(await formMessages(rescueFormSchema, { ...FILLED, arrivedAt: '2026-11-20T09:00' }, { enforceRequired: true })).toMatchObject({
      arrivedAt: message('arrivalBeforeAlarm'),
    });
  });

  it('asks for the required fields on save', async () => {
    const messages = await formMessages(rescueFormSchema, EMPTY_RESCUE, { enforceRequired: true });
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['registerCode', 'place', 'alarmAt', 'reporter', 'reporterPhone', 'faultDescription']));
  });

  it('shows an answer time in a datetime-local input', () => {
    expect(inputTime('2026-11-20 09:10:00')).toBe('2026-11-20T09:10');
    expect(inputTime(null)).toBe('');
  });
});
