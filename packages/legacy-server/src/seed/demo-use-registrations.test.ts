import { canTransition, USE_REGISTRATION_STATES, USE_REGISTRATION_TRANSITIONS, type UseRegistrationState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formatWireDate } from '../http/wire-date';
import { buildDemoFile } from './demo-equipment-builder';
import { demoItems } from './demo-equipment';
import { demoNotices } from './demo-notices';
import { demoUseRegistrations } from './demo-use-registrations';
import { DEMO_UNIT_IDS } from './demo-units';

const now = new Date('2026-03-10T02:00:00Z');
const today = formatWireDate(now);
const files = demoItems(today).map((item) => buildDemoFile(item, today));
const { registrations, history } = demoUseRegistrations(files, now);
const codeOf = (label: string) => USE_REGISTRATION_STATES.find((state) => state.label === label)?.code as UseRegistrationState;

describe('demo use registrations', () => {
  it('give every enterprise a few applications for its own equipment', () => {
    for (const unitId of Object.values(DEMO_UNIT_IDS)) {
      const own = registrations.filter((row) => row.unitId === unitId);
      expect(own.length, unitId).toBeGreaterThanOrEqual(2);
      for (const row of own) expect(files.find((file) => file.id === row.equipmentId)?.unitId).toBe(unitId);
    }
  });

  it('cover every state of the flow', () => {
    expect(new Set(registrations.map((row) => row.state))).toEqual(new Set(USE_REGISTRATION_STATES.map((state) => state.label)));
  });

  it('reach their state through allowed transitions, in time order, the last step being the state', () => {
    for (const row of registrations) {
      const steps = history.filter((step) => step.registrationId === row.id);
      expect(steps.at(-1)?.state, row.id).toBe(row.state);
      expect(['草稿', '已提交']).toContain(steps[0]?.state);
      for (let index = 1; index < steps.length; index += 1) {
        const from = codeOf(steps[index - 1]!.state);
        const to = codeOf(steps[index]!.state);
        expect(canTransition(USE_REGISTRATION_TRANSITIONS, from, to), `${row.id}: ${from} -> ${to}`).toBe(true);
        expect(steps[index]!.changedAt!.getTime()).toBeGreaterThan(steps[index - 1]!.changedAt!.getTime());
      }
    }
  });

  it('carry a certificate number only once issued, and a submission time once submitted', () => {
    for (const row of registrations) {
      expect(row.useCertNo !== null, row.id).toBe(row.state === '已发证');
      expect(row.submittedAt === null, row.id).toBe(row.state === '草稿');
    }
  });

  it('have unique application numbers starting SYDJ and the day they began', () => {
    const numbers = registrations.map((row) => row.applicationNo);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const row of registrations) {
      expect(row.applicationNo).toBe(`SYDJ${formatWireDate(row.createdAt!).replaceAll('-', '')}${row.id.padStart(5, '0')}`);
    }
  });
});

describe('demo notices', () => {
  const notices = demoNotices(now);

  it('are about a dozen, two of them pinned, all published before the seed instant', () => {
    expect(notices.length).toBeGreaterThanOrEqual(12);
    expect(notices.filter((notice) => notice.top)).toHaveLength(2);
    for (const notice of notices) expect(notice.publishedAt.getTime()).toBeLessThan(now.getTime());
  });

  it('name the year of the seed day where they speak of a year', () => {
    expect(notices.map((notice) => notice.title)).toContain('关于开展2026年度电梯定期检验的通知');
  });
});
