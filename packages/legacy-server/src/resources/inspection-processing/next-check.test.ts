import { addMonthsIso } from '@portal/contract';
import { ZWireProcessingDetail, type WireProcessingDetail } from '@portal/legacy-protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipment, reports } from '../../db/schema';
import { get, login, post, type WireAnswer, type WireSession } from '../../http/wire-test-client';
import { formatWireDate } from '../../http/wire-date';
import type { RunningLegacyServer } from '../../server';
import { DEMO_PASSWORD, startTestLegacyServer } from '../../testing';

const AUDIT = '/a/stone/appOnlineAudit';
/** 甬伦's submitted application (seed), made one for its air receiver (储气罐, a 2级 pressure vessel) in beforeAll. */
const APPLICATION = '60011';
const VESSEL = '30003';
const TODAY = formatWireDate(new Date());
/** A 2级 vessel's rule: every 6 years (TSG 21). */
const RULE_DATE = addMonthsIso(TODAY, 72);

let server: RunningLegacyServer;
let jianyan: WireSession;
let itemId: string;

const detailOf = (body: WireAnswer): WireProcessingDetail => ZWireProcessingDetail.parse(body.data);
const result = async (item: Record<string, string>) =>
  (await post(server.url, `${AUDIT}/result`, { id: APPLICATION, checkDate: TODAY, results: JSON.stringify([{ itemId, checkConclusion: '符合要求', ...item }]) }, jianyan)).body;
const setGrade = (grade: string) =>
  server.db.update(equipment).set({ params: sql`jsonb_set(${equipment.params}, '{safetyGrade}', ${JSON.stringify(grade)}::jsonb)` }).where(eq(equipment.id, VESSEL));

beforeAll(async () => {
  server = await startTestLegacyServer();
  jianyan = await login(server.url, 'jianyan', DEMO_PASSWORD);
  await server.db.execute(
    sql`update inspection_application_items set equipment_id = ${VESSEL}, category_code = '2000', sub_type_code = '2170', equipment_name = '储气罐' where application_id = ${APPLICATION}`,
  );
  await server.db.execute(sql`update inspection_applications set state = '已约检' where id = ${APPLICATION}`);
  const detail = detailOf((await get(server.url, `${AUDIT}/detail/${APPLICATION}`, jianyan)).body);
  itemId = detail.application.items[0]!.id;
  expect(detail.safetyGrades).toEqual([{ itemId, safetyGrade: '2级' }]);
});
afterAll(async () => {
  await server?.close();
});

describe('the platform checks next check dates against their rules (whatever the gateway did)', () => {
  it('refuses a date other than the rule’s without a reason, none given, or one not after the check date', async () => {
    expect(await result({ nextCheckDate: addMonthsIso(TODAY, 12) })).toMatchObject({ isSuccess: 0, errorMsg: '下次检验日期与规定周期不一致，请说明原因（储气罐）' });
    expect(await result({})).toMatchObject({ isSuccess: 0, errorMsg: '下次检验日期与规定周期不一致，请说明原因（储气罐）' });
    expect(await result({ nextCheckDate: TODAY, nextCheckReason: '当天复查' })).toMatchObject({ isSuccess: 0, errorMsg: '下次检验日期应晚于检验日期（储气罐）' });
  });

  it('refuses any date for a grade 5 vessel, which may not be used', async () => {
    await setGrade('5级');
    expect(await result({ nextCheckDate: addMonthsIso(TODAY, 12), nextCheckReason: '整改后复用' })).toMatchObject({
      isSuccess: 0,
      errorMsg: '安全状况等级5级的设备不得继续使用，不填写下次检验日期（储气罐）',
    });
    await setGrade('2级');
  });

  it('takes another date with a reason, stores the reason, shows it and records the override in the history', async () => {
    const reason = '筒体局部腐蚀，缩短检验周期';
    const recorded = detailOf(await result({ nextCheckDate: addMonthsIso(TODAY, 24), nextCheckReason: reason }));
    expect(recorded.application.status).toBe('报告编制中');
    expect(recorded.results).toEqual([expect.objectContaining({ itemId, nextCheckDate: addMonthsIso(TODAY, 24), nextCheckReason: reason })]);
    const [stored] = await server.db.select().from(reports).where(eq(reports.applicationItemId, itemId));
    expect(stored).toMatchObject({ nextCheckDate: addMonthsIso(TODAY, 24), nextCheckReason: reason });
    const history = recorded.application.history.at(-1);
    expect(history?.remark).toContain(`下次检验日期 ${addMonthsIso(TODAY, 24)}（储气罐，与规定周期不一致）：${reason}`);
    expect(RULE_DATE).not.toBe(addMonthsIso(TODAY, 24));
  });
});
