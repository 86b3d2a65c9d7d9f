import { RESCUE_REGISTRATION_MESSAGES } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';
import { arrivalMinutes } from './answer';
import { readRescueForm } from './form';

const FORM = {
  registCode: '31103302122021080045',
  rescuePlace: '主楼东侧电梯厅',
  alarmTime: '2026-11-20 09:10:00',
  alarmPerson: '王芳',
  alarmPhone: '13958201746',
  trappedNum: '2',
  faultDesc: '轿厢停在两层之间',
};

describe('readRescueForm', () => {
  it('reads the times as instants in Asia/Shanghai', () => {
    const form = readRescueForm({ ...FORM, arriveTime: '2026-11-20 09:55:00' });
    expect(form.ok && form.value.alarmAt.toISOString()).toBe('2026-11-20T01:10:00.000Z');
    expect(form.ok && form.value.arrivedAt?.toISOString()).toBe('2026-11-20T01:55:00.000Z');
  });

  it('keeps the timeline in order: alarm, arrival, release', () => {
    expect(readRescueForm({ ...FORM, arriveTime: '2026-11-20 09:00:00' })).toEqual({ ok: false, message: RESCUE_REGISTRATION_MESSAGES.arrivalBeforeAlarm });
    expect(readRescueForm({ ...FORM, releaseTime: '2026-11-20 10:00:00' })).toEqual({ ok: false, message: RESCUE_REGISTRATION_MESSAGES.releaseWithoutArrival });
    expect(readRescueForm({ ...FORM, arriveTime: '2026-11-20 09:30:00', releaseTime: '2026-11-20 09:20:00' })).toEqual({
      ok: false,
      message: RESCUE_REGISTRATION_MESSAGES.releaseBeforeArrival,
    });
  });

  it('names the missing or malformed field in the platform words', () => {
    expect(readRescueForm({ ...FORM, alarmPerson: '' })).toEqual({ ok: false, message: '报警人不能为空' });
    expect(readRescueForm({ ...FORM, alarmTime: '2026-02-30 09:10:00' })).toEqual({ ok: false, message: '接警时间格式不正确' });
  });
});

describe('arrivalMinutes', () => {
  it('counts whole minutes from the alarm, null before arrival', () => {
    const alarmAt = new Date('2026-11-20T01:10:00Z');
    expect(arrivalMinutes({ alarmAt, arrivedAt: new Date('2026-11-20T01:40:59Z') })).toBe(30);
    expect(arrivalMinutes({ alarmAt, arrivedAt: null })).toBeNull();
  });
});
