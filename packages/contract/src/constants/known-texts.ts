import { fillTemplate, matchTemplate, type Locale } from '../messages';
import type { Option } from './options';
import { INSPECTION_CONCLUSIONS } from './statuses';

/**
 * Texts the platform itself writes into records in zh-CN: history remarks, operator names, fee
 * items, role names. The API carries them as text (the institute's platform writes them that way),
 * so each known one is a code with its zh-CN template (`label`, `{name}` placeholders) and en-US
 * template (`en`). A text that matches none (a remark a person typed) is shown as it was written.
 * Templates are tried in order: one that ends in a free `{remark}` comes before its shorter form.
 */
export type KnownText = Option;

/** Remarks of the state history (docs/inspection-processing.md, docs/service-registrations.md). */
export const HISTORY_REMARKS: readonly KnownText[] = [
  { code: 'draft_saved', label: '保存草稿', en: 'Draft saved' },
  { code: 'submitted', label: '提交申请', en: 'Application submitted' },
  { code: 'resubmitted', label: '修改后重新提交', en: 'Changed and submitted again' },
  { code: 'corrected_resubmitted', label: '补正后重新提交', en: 'Corrected and submitted again' },
  { code: 'notice_submitted', label: '提交告知', en: 'Notification submitted' },
  { code: 'approved', label: '审核通过', en: 'Approved' },
  { code: 'filing_agreed', label: '同意备案', en: 'Filing agreed' },
  { code: 'cancelled_by_unit', label: '申请单位取消', en: 'Cancelled by the applicant' },
  { code: 'pre_review_passed', label: '预审通过', en: 'Pre-review passed' },
  { code: 'pre_review_passed_pay', label: '预审通过，请缴纳检验费用', en: 'Pre-review passed, please pay the inspection fee' },
  { code: 'pre_review_passed_fee', label: '预审通过，检验费用 {fee} 元', en: 'Pre-review passed, inspection fee CNY {fee}' },
  { code: 'paid_online', label: '在线支付成功', en: 'Paid online' },
  { code: 'paid_order', label: '订单 {orderNo}，金额 {amount} 元', en: 'Order {orderNo}, amount CNY {amount}' },
  { code: 'accepted', label: '已受理', en: 'Accepted' },
  { code: 'accepted_complete', label: '材料齐全，予以受理', en: 'Documents complete, accepted' },
  { code: 'accepted_plain', label: '予以受理', en: 'Accepted' },
  { code: 'to_registration_review', label: '转登记审核', en: 'Passed to registration review' },
  { code: 'certificate_issued', label: '准予登记，发放使用登记证', en: 'Registration granted, use registration certificate issued' },
  { code: 'scheduled', label: '约检日期 {date}，检验人员 {inspectors}', en: 'Inspection on {date}, inspectors {inspectors}' },
  { code: 'reinspection_scheduled', label: '复检日期 {date}，检验人员 {inspectors}', en: 'Re-inspection on {date}, inspectors {inspectors}' },
  { code: 'result_with_remark', label: '检验日期 {date}，结论：{conclusions}；{remark}', en: 'Inspected on {date}, conclusion: {conclusions}; {remark}' },
  { code: 'result', label: '检验日期 {date}，结论：{conclusions}', en: 'Inspected on {date}, conclusion: {conclusions}' },
  { code: 'report_issued', label: '出具报告 {reportNos}', en: 'Reports issued: {reportNos}' },
  { code: 'rectification_submitted', label: '提交整改反馈：{excerpt}', en: 'Rectification feedback submitted: {excerpt}' },
];

/** Operators of history steps that are the platform, not a person. */
export const HISTORY_OPERATORS: readonly KnownText[] = [
  { code: 'system', label: '系统', en: 'System' },
  { code: 'online_payment', label: '在线支付', en: 'Online payment' },
];

/** Lines of a fee breakdown: the fee schedule's items (the platform's inspection_fee_rules) and its surcharges. */
export const FEE_ITEMS: readonly KnownText[] = [
  { code: 'boiler_periodic', label: '锅炉定期检验费', en: 'Boiler periodic inspection fee' },
  { code: 'boiler_first', label: '锅炉首次检验费', en: 'Boiler first inspection fee' },
  { code: 'boiler_supervision', label: '锅炉安装监督检验费', en: 'Boiler installation supervisory inspection fee' },
  { code: 'vessel_periodic', label: '压力容器定期检验费', en: 'Pressure vessel periodic inspection fee' },
  { code: 'vessel_supervision', label: '压力容器安装监督检验费', en: 'Pressure vessel installation supervisory inspection fee' },
  { code: 'elevator_periodic', label: '电梯定期检验费', en: 'Elevator periodic inspection fee' },
  { code: 'elevator_first', label: '电梯首次检验费', en: 'Elevator first inspection fee' },
  { code: 'elevator_supervision', label: '电梯安装监督检验费', en: 'Elevator installation supervisory inspection fee' },
  { code: 'crane_periodic', label: '起重机械定期检验费', en: 'Hoisting machinery periodic inspection fee' },
  { code: 'crane_supervision', label: '起重机械安装监督检验费', en: 'Hoisting machinery installation supervisory inspection fee' },
  { code: 'vehicle', label: '场(厂)内专用机动车辆检验费', en: 'Site and in-plant motor vehicle inspection fee' },
  { code: 'ride_periodic', label: '大型游乐设施定期检验费', en: 'Large amusement ride periodic inspection fee' },
  { code: 'piping_component', label: '压力管道元件检验费', en: 'Pressure piping component inspection fee' },
  { code: 'piping_periodic', label: '压力管道定期检验费', en: 'Pressure piping periodic inspection fee' },
  { code: 'ropeway_periodic', label: '客运索道定期检验费', en: 'Passenger ropeway periodic inspection fee' },
  { code: 'no_schedule', label: '无收费标准，由检验机构核定', en: 'No fee schedule: the institute sets the fee' },
  { code: 'floor_surcharge', label: '超过{floors}层加收（{above}层 × {rate}%）', en: 'Surcharge above {floors} floors ({above} floors × {rate}%)' },
  { code: 'urgent_surcharge', label: '加急服务费（{rate}%）', en: 'Urgent service fee ({rate}%)' },
];

/** The roles the platform is set up with (docs/domain.md); roles an administrator adds keep their own name. */
export const ROLE_NAMES: readonly KnownText[] = [
  { code: 'enterprise', label: '企业用户', en: 'Enterprise user' },
  { code: 'auditor', label: '账号审核员', en: 'Account auditor' },
  { code: 'administrator', label: '系统管理员', en: 'System administrator' },
];

const CONCLUSION_SEPARATOR = '、';

/** Placeholders whose values are themselves product words: the conclusions of a result remark. */
const PARAM_TEXTS: Readonly<Record<string, (value: string, locale: Locale) => string>> = {
  conclusions: (value, locale) =>
    value
      .split(CONCLUSION_SEPARATOR)
      .map((word) => {
        const conclusion = INSPECTION_CONCLUSIONS.find((candidate) => candidate.label === word);
        return conclusion && locale === 'en-US' ? conclusion.en : word;
      })
      .join(locale === 'en-US' ? ', ' : CONCLUSION_SEPARATOR),
};

function matchKnown(list: readonly KnownText[], text: string): { known: KnownText; params: Record<string, string> } | null {
  for (const known of list) {
    const params = matchTemplate(known.label, text);
    if (params) return { known, params };
  }
  return null;
}

/** The code of the known text `text` is, with its placeholders' values, or null for any other text. */
export function knownTextOf(list: readonly KnownText[], text: string): { code: string; params: Record<string, string> } | null {
  const found = matchKnown(list, text);
  return found && { code: found.known.code, params: found.params };
}

/** `text` in `locale` when it is one of `list`; otherwise (typed by a person, or unknown) as written. */
export function translateKnownText(list: readonly KnownText[], text: string, locale: Locale = 'zh-CN'): string {
  if (locale === 'zh-CN' || text === '') return text;
  const found = matchKnown(list, text);
  if (!found) return text;
  const params = Object.fromEntries(
    Object.entries(found.params).map(([name, value]) => [name, PARAM_TEXTS[name]?.(value, locale) ?? value]),
  );
  return fillTemplate(found.known.en, params);
}
