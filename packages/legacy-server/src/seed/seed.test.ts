import { CATEGORY_CODES, CATEGORY_PARAMS, findSubType, isCreditCode, ROLE_PRESETS, type CategoryCode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { equipment, equipmentChanges, equipmentInspections, roles, units, userRoles, users, type EquipmentRow } from '../db/schema';
import { addDays, formatWireDate } from '../http/wire-date';
import type { RunningLegacyServer } from '../server';
import { DEMO_ACCOUNTS, DEMO_ROLE_IDS, startTestLegacyServer } from '../testing';
import { isValidIdCard } from '../resources/me/profile-rules';
import { seedIfEmpty } from './seed';

/** The demo files the scenarios rely on, by register code, with their sub-type and unit. */
const DOMAIN_FILES = [
  ['41103302062019030012', '4110', '宁波甬仑精工机械有限公司'],
  ['51103302062022050101', '5110', '宁波甬仑精工机械有限公司'],
  ['21703302062019030007', '2170', '宁波甬仑精工机械有限公司'],
  ['31103302122021080045', '3110', '宁波悦澜酒店管理有限公司'],
  ['33103302122021080046', '3310', '宁波悦澜酒店管理有限公司'],
  ['12003302122020110003', '1200', '宁波悦澜酒店管理有限公司'],
  ['21303302112018060021', '2130', '宁波镇海宏泰化工有限公司'],
  ['21503302112018060022', '2150', '宁波镇海宏泰化工有限公司'],
  ['11003302112017090002', '1100', '宁波镇海宏泰化工有限公司'],
  ['83103302112018100001', '8310', '宁波镇海宏泰化工有限公司'],
  ['61003302812023040001', '6100', '宁波四明山文旅有限公司'],
  ['91203302812023040002', '9120', '宁波四明山文旅有限公司'],
] as const;

let server: RunningLegacyServer;
let files: EquipmentRow[];
let unitRows: (typeof units.$inferSelect)[];
const today = formatWireDate(new Date());

beforeAll(async () => {
  server = await startTestLegacyServer();
  files = await server.db.select().from(equipment);
  unitRows = await server.db.select().from(units);
});
afterAll(async () => {
  await server?.close();
});

describe('demo units', () => {
  it('are the four demo enterprises in their districts', () => {
    expect(unitRows.map((unit) => [unit.name, unit.areaCode]).sort()).toEqual(
      [
        ['宁波四明山文旅有限公司', '330281'],
        ['宁波悦澜酒店管理有限公司', '330212'],
        ['宁波甬仑精工机械有限公司', '330206'],
        ['宁波镇海宏泰化工有限公司', '330211'],
      ].sort(),
    );
  });

  it('carry valid credit codes registered in their own area', () => {
    for (const unit of unitRows) {
      expect(isCreditCode(unit.creditCode), unit.creditCode).toBe(true);
      expect(unit.creditCode.slice(2, 8)).toBe(unit.areaCode);
    }
  });
});

describe('demo equipment', () => {
  it('holds every listed demo file, under the right unit', () => {
    const orgnameOf = new Map(unitRows.map((unit) => [unit.id, unit.name]));
    for (const [registerCode, subTypeCode, orgname] of DOMAIN_FILES) {
      const file = files.find((row) => row.registerCode === registerCode);
      expect(file, registerCode).toBeDefined();
      expect([file?.subTypeCode, orgnameOf.get(file?.unitId ?? '')]).toEqual([subTypeCode, orgname]);
    }
    expect(files.filter((row) => row.subTypeCode === '3110' && row.unitId === '20002')).toHaveLength(2);
  });

  it('has 20-digit register codes that start with the sub-type and the area', () => {
    const registered = files.filter((row) => row.registerCode !== null);
    expect(registered.length).toBeGreaterThan(20);
    for (const row of registered) {
      expect(row.registerCode, row.name).toMatch(/^\d{20}$/);
      expect(row.registerCode?.slice(0, 4)).toBe(row.subTypeCode);
      expect(row.registerCode?.slice(4, 10)).toBe(row.areaCode);
    }
  });

  it('covers every category, each file with a known sub-type', () => {
    expect(new Set(files.map((row) => row.categoryCode))).toEqual(new Set(CATEGORY_CODES));
    for (const row of files) {
      expect(findSubType(row.subTypeCode)?.categoryCode, row.subTypeCode).toBe(row.categoryCode);
    }
  });

  it("keeps parameters to its category's parameter keys", () => {
    for (const row of files) {
      const keys = CATEGORY_PARAMS[row.categoryCode as CategoryCode].map((field) => field.key);
      for (const key of Object.keys(row.params)) expect(keys, `${row.name} ${key}`).toContain(key);
    }
  });

  it('feeds every query view', () => {
    const inUse = files.filter((row) => row.useState === '在用');
    const soon = addDays(today, 30);
    const overdue = inUse.filter((row) => row.nextCheckDate !== null && row.nextCheckDate < today);
    const dueSoon = inUse.filter((row) => row.nextCheckDate !== null && row.nextCheckDate >= today && row.nextCheckDate <= soon);
    const lifeEnds = files.filter((row) => {
      if (!row.useDate || !row.designLifeYears) return false;
      const end = `${Number(row.useDate.slice(0, 4)) + row.designLifeYears}${row.useDate.slice(4)}`;
      return end >= today && end <= addDays(today, 90);
    });
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(dueSoon.length).toBeGreaterThanOrEqual(3);
    expect(files.filter((row) => row.checkConclusion === '不合格')).toHaveLength(1);
    expect(files.filter((row) => row.useState === '停用')).toHaveLength(1);
    expect(lifeEnds.length).toBeGreaterThanOrEqual(1);
    expect(files.filter((row) => row.categoryCode === '4000' && row.loadTestDate !== null).length).toBeGreaterThanOrEqual(1);
    expect(files.filter((row) => row.categoryCode === '8000').length).toBeGreaterThanOrEqual(1);
    expect(files.filter((row) => row.registerState === '待注册' && row.registerCode === null)).toHaveLength(1);
  });

  it('names the institute as the check org and use certificates like 梯11浙B04521(21)', () => {
    const lift = files.find((row) => row.registerCode === '31103302122021080045');
    expect(lift).toMatchObject({ useCertNo: '梯11浙B04521(21)', inspectionInstitute: '宁波市特种设备检验研究院' });
    for (const row of files.filter((file) => file.useCertNo)) expect(row.useCertNo).toMatch(/^\p{Script=Han}\d{2}浙B\d{5}\(\d{2}\)$/u);
  });

  it('has inspection history behind the current inspection and a few change rows', async () => {
    const history = await server.db.select().from(equipmentInspections);
    const inspected = files.filter((row) => row.lastCheckDate !== null);
    expect(history.length).toBe(inspected.length * 2);
    for (const row of inspected) {
      expect(history.some((entry) => entry.equipmentId === row.id && entry.checkDate === row.lastCheckDate)).toBe(true);
    }
    const changes = await server.db.select().from(equipmentChanges);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(changes.map((change) => change.state))).toEqual(new Set(['已审核', '待审核', '退回']));
  });
});

describe('demo accounts', () => {
  it('store scrypt hashes that verify, never the password', async () => {
    const rows = await server.db.select().from(users);
    expect(rows.map((row) => row.loginName).sort()).toEqual(['admin', 'jianyan', 'pizhun', 'qiye', 'shenhe', 'shouli', 'weak', 'zhenhai']);
    for (const row of rows) {
      const account = DEMO_ACCOUNTS[row.loginName as keyof typeof DEMO_ACCOUNTS];
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      expect(row.passwordHash).not.toContain(account.password);
      expect(await verifyPassword(account.password, row.passwordHash)).toBe(true);
    }
  });

  it('flag only the 123456 account as a simple password and carry valid ID cards', async () => {
    const rows = await server.db.select().from(users);
    expect(rows.filter((row) => row.isSimplePwd).map((row) => row.loginName)).toEqual(['weak']);
    for (const row of rows.filter((user) => user.idCard)) expect(isValidIdCard(row.idCard ?? '')).toBe(true);
  });

  it('give the roles the menu ids of the contract presets', async () => {
    const rows = await server.db.select().from(roles);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(DEMO_ROLE_IDS.enterprise)).toMatchObject({ name: '企业用户', roleType: 'enterprise', menuIds: ROLE_PRESETS.enterprise });
    expect(byId.get(DEMO_ROLE_IDS.auditor)).toMatchObject({ name: '账号审核员', roleType: 'institute', menuIds: ROLE_PRESETS.auditor });
    expect(byId.get(DEMO_ROLE_IDS.administrator)).toMatchObject({ name: '系统管理员', roleType: 'institute', menuIds: ROLE_PRESETS.administrator });
    const adminRoles = await server.db.select().from(userRoles);
    expect(adminRoles.filter((row) => row.userId === DEMO_ACCOUNTS.admin.id).map((row) => row.roleId).sort()).toEqual(
      [DEMO_ROLE_IDS.administrator, DEMO_ROLE_IDS.enterprise].sort(),
    );
  });
});

it('seeds only an empty database', async () => {
  expect(await seedIfEmpty(server.db, { demo: true })).toBeNull();
  expect(await server.db.select().from(equipment)).toHaveLength(files.length);
});
