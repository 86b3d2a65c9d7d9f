import { z } from 'zod';
import { ZCheckItemOutcome } from '../constants/check-items';
import { FAILED_CONCLUSIONS, type InspectionConclusion } from '../constants/statuses';
import { message } from '../messages';
import { boundedText, requiredText } from '../validation/schemas';

/** One main item of an item's result (docs/inspection-processing.md, "Documents"): the catalogue's code, its outcome and a note. */
export const ZCheckItemResultSchema = z.object({
  code: requiredText(30).regex(/^[a-z_]+$/, message('checkItemUnknown')),
  outcome: ZCheckItemOutcome,
  note: boundedText(200).default(''),
});
export type CheckItemResult = z.infer<typeof ZCheckItemResultSchema>;

/** An item's results; absent means every item conforms (a client from before 1.3.0 sends none). */
export const ZCheckItemResultsSchema = z.array(ZCheckItemResultSchema).max(30).optional();

/** Conclusions that say the equipment conforms outright: none of their items may fail. */
const CLEAN_PASSES: readonly InspectionConclusion[] = ['qualified', 'reinspection_qualified', 'meets'];

/**
 * A result's items agree with its conclusion: a 合格 one has no failed item, an 不合格 one at least
 * one (when items are given). Used as the result body's refinement; the platform checks the same.
 */
export function checkItemsAgree(
  body: { results: readonly { conclusion: InspectionConclusion; checkItems?: readonly { outcome: string }[] | undefined }[] },
  context: z.RefinementCtx,
): void {
  body.results.forEach((result, index) => {
    if (!result.checkItems || result.checkItems.length === 0) return;
    const failed = result.checkItems.some((entry) => entry.outcome === 'fail');
    if (failed && CLEAN_PASSES.includes(result.conclusion)) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: message('checkItemFailOnPass'), path: ['results', index, 'checkItems'] });
    }
    if (!failed && FAILED_CONCLUSIONS.includes(result.conclusion)) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: message('checkItemFailRequired'), path: ['results', index, 'checkItems'] });
    }
  });
}
