import type { InspectionConclusion } from '../constants/statuses';

/**
 * The next inspection date each category's rule proposes (docs/inspection-processing.md, "Next
 * inspection dates"): one table, each rule with its regulation in Chinese and English. `months` null:
 * the rule sets no next inspection (a grade 5 vessel may not be used).
 */
export type NextCheckRuleEntry = { months: number | null; rule: string; en: string };

export const NEXT_CHECK_RULES = {
  elevator: { months: 12, rule: '电梯 定期检验每年一次（TSG T7001）', en: 'Elevators: periodic inspection every year (TSG T7001)' },
  vesselGrade1: { months: 72, rule: '压力容器 安全状况等级1级：每6年一次定期检验（TSG 21）', en: 'Pressure vessels, safety grade 1: periodic inspection every 6 years (TSG 21)' },
  vesselGrade2: { months: 72, rule: '压力容器 安全状况等级2级：每6年一次定期检验（TSG 21）', en: 'Pressure vessels, safety grade 2: periodic inspection every 6 years (TSG 21)' },
  vesselGrade3: {
    months: 36,
    rule: '压力容器 安全状况等级3级：每3年至6年一次定期检验，按3年提出（TSG 21）',
    en: 'Pressure vessels, safety grade 3: periodic inspection every 3 to 6 years, proposed at 3 (TSG 21)',
  },
  vesselGrade4: {
    months: 36,
    rule: '压力容器 安全状况等级4级：监控使用，累计监控使用时间不超过3年（TSG 21）',
    en: 'Pressure vessels, safety grade 4: monitored use, at most 3 years (TSG 21)',
  },
  vesselGrade5: {
    months: null,
    rule: '压力容器 安全状况等级5级：不得继续使用，不安排下次检验（TSG 21）',
    en: 'Pressure vessels, safety grade 5: not to be used, no next inspection (TSG 21)',
  },
  vesselGradeUnknown: {
    months: 36,
    rule: '压力容器 安全状况等级未知：按3年提出定期检验（TSG 21）',
    en: 'Pressure vessels, safety grade unknown: periodic inspection proposed at 3 years (TSG 21)',
  },
  boiler: {
    months: 12,
    rule: '锅炉 外部检验每年一次、内部检验每2年一次：提出下次外部检验（TSG 11）',
    en: 'Boilers: external inspection every year, internal every 2 years; the next external inspection is proposed (TSG 11)',
  },
  hoistingYearly: {
    months: 12,
    rule: '起重机械 塔式起重机、施工升降机、流动式起重机：每年一次定期检验（TSG Q7015）',
    en: 'Hoisting machinery, tower cranes, builder hoists and mobile cranes: periodic inspection every year (TSG Q7015)',
  },
  hoisting: { months: 24, rule: '起重机械 定期检验每2年一次（TSG Q7015）', en: 'Hoisting machinery: periodic inspection every 2 years (TSG Q7015)' },
  vehicle: {
    months: 12,
    rule: '场(厂)内专用机动车辆 定期检验每年一次（TSG N0001）',
    en: 'Site and in-plant motor vehicles: periodic inspection every year (TSG N0001)',
  },
  amusement: { months: 12, rule: '大型游乐设施 定期检验每年一次', en: 'Large amusement rides: periodic inspection every year' },
  ropeway: { months: 12, rule: '客运索道 定期检验每年一次', en: 'Passenger ropeways: periodic inspection every year' },
  pipingFirst: {
    months: 36,
    rule: '压力管道 首次定期检验：投入使用后3年内进行',
    en: 'Pressure piping: the first periodic inspection within 3 years of use',
  },
  pipingGrade12: {
    months: 72,
    rule: '压力管道 安全状况等级1级、2级：每6年一次定期检验',
    en: 'Pressure piping, safety grade 1 or 2: periodic inspection every 6 years',
  },
  pipingGrade3: { months: 36, rule: '压力管道 安全状况等级3级：每3年一次定期检验', en: 'Pressure piping, safety grade 3: periodic inspection every 3 years' },
  pipingGrade4: {
    months: 36,
    rule: '压力管道 安全状况等级4级：监控使用，不超过3年',
    en: 'Pressure piping, safety grade 4: monitored use, at most 3 years',
  },
  other: { months: 12, rule: '定期检验每年一次', en: 'Periodic inspection every year' },
} as const satisfies Record<string, NextCheckRuleEntry>;

export type NextCheckRuleKey = keyof typeof NEXT_CHECK_RULES;

/** Hoisting machines inspected yearly: tower cranes, builder hoists, wheeled and crawler (mobile) cranes. */
const YEARLY_HOISTING = ['4310', '4860', '4410', '4420'];

/** Inspections after which piping's next one is its first periodic inspection. */
const FIRST_USE_KINDS = ['first', 'supervision'];

/**
 * What the rule of an item needs: its category and sub-type, the application's kind, the conclusion
 * (piping concludes a safety grade) and the equipment file's safety grade (`1级`..`5级`; vessels).
 */
export type NextCheckFacts = {
  categoryCode: string;
  subTypeCode: string;
  kind?: string;
  conclusion?: InspectionConclusion | string;
  safetyGrade?: string | null;
};

/** The grade (1..5) an inspection concludes (`grade_2`), else the file's (`2级`); null when neither is known. */
function gradeOf(facts: NextCheckFacts): number | null {
  const concluded = /^grade_([1-5])$/.exec(facts.conclusion ?? '');
  if (concluded) return Number(concluded[1]);
  const filed = /^([1-5])级$/.exec(facts.safetyGrade ?? '');
  return filed ? Number(filed[1]) : null;
}

function vesselRule(grade: number | null): NextCheckRuleKey {
  if (grade === null) return 'vesselGradeUnknown';
  return (['vesselGrade1', 'vesselGrade2', 'vesselGrade3', 'vesselGrade4', 'vesselGrade5'] as const)[grade - 1]!;
}

function pipingRule(facts: NextCheckFacts): NextCheckRuleKey {
  if (FIRST_USE_KINDS.includes(facts.kind ?? '')) return 'pipingFirst';
  const grade = gradeOf(facts);
  if (grade === 1 || grade === 2) return 'pipingGrade12';
  if (grade === 4) return 'pipingGrade4';
  return 'pipingGrade3';
}

/** Which rule of `NEXT_CHECK_RULES` an item falls under. */
export function nextCheckRuleKey(facts: NextCheckFacts): NextCheckRuleKey {
  switch (facts.categoryCode) {
    case '1000':
      return 'boiler';
    case '2000':
      return vesselRule(gradeOf(facts));
    case '3000':
      return 'elevator';
    case '4000':
      return YEARLY_HOISTING.includes(facts.subTypeCode) ? 'hoistingYearly' : 'hoisting';
    case '5000':
      return 'vehicle';
    case '6000':
      return 'amusement';
    case '8000':
      return pipingRule(facts);
    case '9000':
      return 'ropeway';
    default:
      return 'other';
  }
}

/** A real yyyy-MM-dd day, the only kind `addMonthsIso` reads. */
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isIsoDay(text: string): boolean {
  return ISO_DAY.test(text);
}

/** `checkDate` (yyyy-MM-dd) plus `months`, on the same day or the month's last when it has none (01-31 → 02-28). */
export function addMonthsIso(checkDate: string, months: number): string {
  const [year, month, day] = checkDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export type NextCheckRule = {
  key: NextCheckRuleKey;
  months: number | null;
  /** The rule in Chinese, with its regulation (shown under the date as 「依据：…」). */
  ruleText: string;
  ruleTextEn: string;
  /** The next check date the rule proposes after an inspection on `checkDate`; null when it sets none. */
  date: (checkDate: string) => string | null;
};

/** The rule of an item's next check date: its interval, its wording, and the date it proposes. */
export function nextCheckRule(facts: NextCheckFacts): NextCheckRule {
  const key = nextCheckRuleKey(facts);
  const entry: NextCheckRuleEntry = NEXT_CHECK_RULES[key];
  const { months } = entry;
  return {
    key,
    months,
    ruleText: entry.rule,
    ruleTextEn: entry.en,
    date: (checkDate) => (months === null ? null : addMonthsIso(checkDate, months)),
  };
}

/** What the result's check needs of an item besides its conclusion: its id and the facts of its rule. */
export type NextCheckItem = { itemId: string; categoryCode: string; subTypeCode: string; safetyGrade?: string | null };

export type NextCheckIssue = { path: (string | number)[]; key: 'nextCheckNone' | 'nextCheckReasonRequired' };

type ItemNextCheck = { itemId: string; conclusion: string; nextCheckDate: string | null; nextCheckReason?: string };

/**
 * Where a result's next check dates break their rules: a date where the rule sets none (a grade 5
 * vessel), or a date other than the rule's (none given counts) without a reason. Paths are the body's.
 */
export function nextCheckIssues(
  body: { checkDate: string; results: readonly ItemNextCheck[] },
  items: readonly NextCheckItem[],
  kind: string,
): NextCheckIssue[] {
  // A check date not yet a day (a form being typed) has no proposal to compare with.
  if (!ISO_DAY.test(body.checkDate)) return [];
  const byId = new Map(items.map((item) => [item.itemId, item]));
  return body.results.flatMap((result, index): NextCheckIssue[] => {
    const item = byId.get(result.itemId);
    if (!item) return [];
    const proposed = nextCheckRule({ ...item, kind, conclusion: result.conclusion }).date(body.checkDate);
    if (proposed === null) return result.nextCheckDate === null ? [] : [{ path: ['results', index, 'nextCheckDate'], key: 'nextCheckNone' }];
    if (result.nextCheckDate === proposed || (result.nextCheckReason ?? '').trim() !== '') return [];
    return [{ path: ['results', index, 'nextCheckReason'], key: 'nextCheckReasonRequired' }];
  });
}
