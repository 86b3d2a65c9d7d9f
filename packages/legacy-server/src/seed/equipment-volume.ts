import { INSPECTION_INSTITUTE_NAME } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Upper bound of generated files: their register codes stay in 2000..2015 and so never meet the demo files. */
export const MAX_SEED_EQUIPMENT = 1_000_000;
const BATCH_SIZE = 20_000;

type VolumeKind = {
  subTypeCode: string;
  name: string;
  model: string;
  certPrefix: string | null;
  reportPrefix: string;
  conclusion: string;
  manufacturer: string;
  params: Record<string, number | string>;
};

const KINDS = {
  boiler: {
    subTypeCode: '1100',
    name: '蒸汽锅炉',
    model: 'WNS4-1.25-Q',
    certPrefix: '锅11',
    reportPrefix: 'GL',
    conclusion: '符合要求',
    manufacturer: '浙江华能锅炉制造有限公司',
    params: { ratedEvaporation: 4, ratedPressure: 1.25, fuel: '燃气' },
  },
  vessel: {
    subTypeCode: '2170',
    name: '储气罐',
    model: 'C-1.0/0.8',
    certPrefix: '容17',
    reportPrefix: 'RQ',
    conclusion: '符合要求',
    manufacturer: '宁波明州压力容器制造有限公司',
    params: { vesselClass: '第一类', designPressure: 0.88, medium: '压缩空气', volume: 1, safetyGrade: '2级' },
  },
  elevator: {
    subTypeCode: '3110',
    name: '曳引驱动乘客电梯',
    model: 'TKJ1000/1.5',
    certPrefix: '梯11',
    reportPrefix: 'DT',
    conclusion: '合格',
    manufacturer: '宁波东港电梯有限公司',
    params: { ratedLoad: 1000, ratedSpeed: 1.5, floors: 12, stations: 12, doors: 12, usePlace: '办公楼' },
  },
  crane: {
    subTypeCode: '4110',
    name: '通用桥式起重机',
    model: 'QD10-16.5A5',
    certPrefix: '起11',
    reportPrefix: 'QZ',
    conclusion: '合格',
    manufacturer: '华东重型起重机械有限公司',
    params: { ratedLiftingCapacity: 10, span: 16.5, liftingHeight: 10, workClass: 'A5' },
  },
  forklift: {
    subTypeCode: '5110',
    name: '叉车',
    model: 'CPCD30',
    certPrefix: '车11',
    reportPrefix: 'CC',
    conclusion: '合格',
    manufacturer: '浙江恒力叉车制造有限公司',
    params: { ratedLiftingCapacity: 3, powerType: '内燃' },
  },
  carousel: {
    subTypeCode: '6600',
    name: '转马',
    model: 'ZM-24',
    certPrefix: '游66',
    reportPrefix: 'YL',
    conclusion: '合格',
    manufacturer: '浙江华夏游乐设备有限公司',
    params: { facilityGrade: 'C', ratedPassengers: 24, speed: 1.2 },
  },
  valve: {
    subTypeCode: '7300',
    name: '安全阀',
    model: 'A42Y-16C DN50',
    certPrefix: null,
    reportPrefix: 'YJ',
    conclusion: '符合要求',
    manufacturer: '浙江瓯江阀门制造有限公司',
    params: { nominalDiameter: 50, designPressure: 1.6 },
  },
  piping: {
    subTypeCode: '8310',
    name: '工艺管道',
    model: 'DN100 GC2',
    certPrefix: '管31',
    reportPrefix: 'GD',
    conclusion: '符合要求',
    manufacturer: '浙江石化设备安装有限公司',
    params: { nominalDiameter: 100, length: 320, designPressure: 1.6, medium: '蒸汽', pipeGrade: 'GC2' },
  },
  tow: {
    subTypeCode: '9310',
    name: '低位客运拖牵索道',
    model: 'TQ-300',
    certPrefix: '索31',
    reportPrefix: 'SD',
    conclusion: '合格',
    manufacturer: '中泰客运索道工程有限公司',
    params: { lineLength: 300, heightDifference: 40, capacity: 600, speed: 2.5 },
  },
} satisfies Record<string, VolumeKind>;

// Twenty slots so the mix looks like a real register: mostly lifts, cranes, forklifts and vessels.
const SLOTS: VolumeKind[] = [
  ...Array<VolumeKind>(6).fill(KINDS.elevator),
  ...Array<VolumeKind>(3).fill(KINDS.crane),
  ...Array<VolumeKind>(3).fill(KINDS.forklift),
  ...Array<VolumeKind>(3).fill(KINDS.vessel),
  KINDS.boiler,
  KINDS.piping,
  KINDS.valve,
  KINDS.carousel,
  KINDS.tow,
];

function slotRows() {
  return sql.join(
    SLOTS.map(
      (kind, slot) =>
        sql`(${slot}::int, ${kind.subTypeCode}::text, ${kind.name}::text, ${kind.model}::text, ${kind.certPrefix}::text, ${kind.reportPrefix}::text, ${kind.conclusion}::text, ${kind.manufacturer}::text, ${JSON.stringify(kind.params)}::jsonb)`,
    ),
    sql`, `,
  );
}

/**
 * Inserts `count` generated files (ids `V0000001`…) spread over all units, with one multi-row
 * `INSERT … SELECT FROM generate_series` per batch. Inspection dates spread from 60 days overdue to
 * 440 days ahead of `today`; every 50th file is 停用 and every 97th failed its last inspection.
 */
export async function seedEquipmentVolume(db: Db, count: number, today: string): Promise<void> {
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEED_EQUIPMENT) {
    throw new Error(`seedEquipment must be an integer from 0 to ${MAX_SEED_EQUIPMENT}`);
  }
  // The trigram index takes the new rows into its pending list, merged once by the VACUUM after the
  // seed, instead of merging every 4 MB: a fifth less time for 100 000 files.
  await db.execute(sql`SELECT set_config('gin_pending_list_limit', '262144', true)`);
  for (let start = 1; start <= count; start += BATCH_SIZE) {
    const end = Math.min(count, start + BATCH_SIZE - 1);
    await db.execute(sql`
      WITH unit_slots AS (
        SELECT id, area_code, name, contact_person, contact_phone,
               (row_number() OVER (ORDER BY id) - 1)::int AS slot, count(*) OVER ()::int AS total
        FROM units
      ),
      kinds (slot, sub_type_code, name, model, cert_prefix, report_prefix, conclusion, manufacturer, params) AS (
        VALUES ${slotRows()}
      ),
      series AS (
        SELECT g,
               (date '2000-01-01' + ((g - 1) / 10000) * interval '1 month')::date AS registered,
               (${today}::date + ((g * 37) % 500 - 60))::date AS next_check
        FROM generate_series(${start}::int, ${end}::int) AS g
      )
      INSERT INTO equipment (
        id, unit_id, category_code, sub_type_code, name, model, product_no, device_code, register_code,
        use_cert_no, unit_internal_no, use_place, area_code, manufacturer, manufacture_date, use_date,
        design_life_years, property_unit, safety_manager, safety_manager_phone, use_state, register_state,
        inspection_institute, inspection_kind, inspection_report_no, last_check_date, check_conclusion, next_check_date,
        load_test_date, params
      )
      SELECT
        'V' || lpad(s.g::text, 7, '0'),
        u.id,
        left(k.sub_type_code, 1) || '000',
        k.sub_type_code,
        k.name,
        k.model,
        to_char(s.registered, 'YYYY') || lpad((s.g % 100000)::text, 5, '0'),
        k.sub_type_code || 'V3300' || to_char(s.registered, 'YYYY') || lpad((s.g % 100000)::text, 5, '0'),
        k.sub_type_code || u.area_code || to_char(s.registered, 'YYYYMM') || lpad(((s.g - 1) % 10000)::text, 4, '0'),
        CASE WHEN k.cert_prefix IS NULL THEN NULL
             ELSE k.cert_prefix || '浙B' || lpad((s.g % 100000)::text, 5, '0') || '(' || to_char(s.registered, 'YY') || ')' END,
        k.report_prefix || '-' || s.g,
        '生产区' || (s.g % 20 + 1) || '号位置',
        u.area_code,
        k.manufacturer,
        s.registered - 90,
        s.registered - 10,
        20,
        u.name,
        u.contact_person,
        u.contact_phone,
        CASE WHEN s.g % 50 = 0 THEN '停用' ELSE '在用' END,
        '在册',
        ${INSPECTION_INSTITUTE_NAME}::text,
        '定期检验',
        'NBTJ-' || k.report_prefix || '-' || to_char(s.next_check - 365, 'YYYY') || '-V' || s.g,
        s.next_check - 365,
        CASE WHEN s.g % 97 = 0 THEN '不合格' ELSE k.conclusion END,
        s.next_check,
        CASE WHEN left(k.sub_type_code, 1) = '4' THEN s.next_check - 365 END,
        k.params
      FROM series s
      JOIN unit_slots u ON u.slot = (s.g / 20) % u.total
      JOIN kinds k ON k.slot = (s.g * 7) % 20
    `);
  }
}
