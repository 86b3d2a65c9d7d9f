import { checkItemsFor } from '@portal/contract';
import type { WireCheckItem } from '@portal/legacy-protocol';
import { Refusal } from '../../http/refusal';
import { isFailedConclusion } from '../reports/store';
import type { StoredCheckItem } from '../reports/table';


/** Conclusions that say the equipment conforms outright: none of their items may fail. */
const CLEAN_PASS_WORDS: readonly string[] = ['合格', '复检合格', '符合要求'];

/**
 * The item-by-item results of one equipment's result, in the catalogue's order: every main item of
 * its category (unlisted ones conform), an unknown or repeated code refused, and the outcomes in
 * agreement with the conclusion (the contract's rule, checked again here for any client).
 */
export function storedCheckItems(
  target: { categoryCode: string; subTypeCode: string; equipmentName: string },
  conclusion: string,
  given: readonly WireCheckItem[],
): StoredCheckItem[] {
  const catalogue = checkItemsFor(target.categoryCode, target.subTypeCode);
  const byCode = new Map(given.map((entry) => [entry.code, entry]));
  if (byCode.size !== given.length || given.some((entry) => !catalogue.some((item) => item.code === entry.code))) {
    throw new Refusal(`检验项目不属于该设备类别（${target.equipmentName}）`);
  }
  const items = catalogue.map((item) => {
    const entry = byCode.get(item.code);
    return { code: item.code, label: item.label, result: entry?.result ?? '符合', note: entry?.note ?? '' };
  });
  const failed = items.some((item) => item.result === '不符合');
  if (failed && CLEAN_PASS_WORDS.includes(conclusion)) throw new Refusal(`检验结论为合格，不能有不符合的检验项目（${target.equipmentName}）`);
  // A failed result sent without items (a client from before the items) is kept without them.
  if (given.length > 0 && !failed && isFailedConclusion(conclusion)) {
    throw new Refusal(`检验结论为不合格，至少应有一项检验项目不符合（${target.equipmentName}）`);
  }
  if (given.length === 0 && isFailedConclusion(conclusion)) return [];
  return items;
}
