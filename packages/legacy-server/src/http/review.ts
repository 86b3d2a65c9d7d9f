import { newId } from '../db/ids';
import type { RecordState } from '../db/schema';
import { failed, passed, type Checked } from './checked';
import type { WireParams } from './params';
import { NO_UNIT_MESSAGE, type UnitScope } from './scope';
import { formatWireDateTime } from './wire-date';

/**
 * The review cycle the unit's records share (equipment files, construction records, pipeline
 * lines): the unit saves a 草稿 or submits it (已提交), the institute passes it (已通过) or returns it
 * (退回) with an opinion.
 */

/** The unit edits a record while it is a draft or came back. */
export const EDITABLE_RECORD_STATES: readonly RecordState[] = ['草稿', '退回'];

export type SavedAnswer = { id: string; state: RecordState };

export type OwnershipMessages = { missing: string; notFound: string; forbidden: string };

/**
 * A record of the caller's unit. Another unit's record is refused as forbidden: the platform checks
 * the owner on every call by id, whatever the caller already knows.
 */
export async function findOwn<R extends { unitId: string }>(
  scope: UnitScope,
  id: string | undefined,
  load: (id: string) => Promise<R | undefined>,
  messages: OwnershipMessages,
): Promise<Checked<R>> {
  if (!id) return failed(messages.missing);
  const row = await load(id);
  if (!row) return failed(messages.notFound);
  if (row.unitId !== scope.unitId) return failed(messages.forbidden);
  return passed(row);
}

export type SaveSteps<R, F> = {
  find: (id: string) => Promise<Checked<R>>;
  /** Why the stored record may not change now, or null when it may. */
  locked: (row: R) => string | null;
  read: (params: WireParams) => Checked<F>;
  /** Checks of the form against stored data (numbers taken, linked files). */
  check?: (fields: F, id: string | undefined, unitId: string) => Promise<Checked<F>>;
  update: (id: string, fields: F, state: RecordState) => Promise<void>;
  insert: (id: string, unitId: string, fields: F, state: RecordState) => Promise<void>;
};

/**
 * A save of the unit's record: adds one (no `id`) or edits a stored one that is not locked.
 * `isCommit` false keeps a 草稿, true submits it (已提交).
 */
export async function saveOrSubmit<R, F>(scope: UnitScope, params: WireParams, steps: SaveSteps<R, F>): Promise<Checked<SavedAnswer>> {
  const { unitId } = scope;
  if (unitId === null) return failed(NO_UNIT_MESSAGE);
  const id = params.id?.trim() || undefined;
  if (id) {
    const existing = await steps.find(id);
    if (!existing.ok) return existing;
    const refusal = steps.locked(existing.value);
    if (refusal) return failed(refusal);
  }
  const form = steps.read(params);
  if (!form.ok) return form;
  const checked = steps.check ? await steps.check(form.value, id, unitId) : form;
  if (!checked.ok) return checked;
  const state: RecordState = params.isCommit === 'true' ? '已提交' : '草稿';
  if (id) {
    await steps.update(id, checked.value, state);
    return passed({ id, state });
  }
  const created = newId();
  await steps.insert(created, unitId, checked.value, state);
  return passed({ id: created, state });
}

/** Deletes a found record when it is still a 草稿; anything further along stays. */
export async function deleteDraft<R extends { id: string }>(
  found: Checked<R>,
  stateOf: (row: R) => RecordState,
  remove: (id: string) => Promise<void>,
  refusal: string,
): Promise<Checked<{ id: string }>> {
  if (!found.ok) return found;
  if (stateOf(found.value) !== '草稿') return failed(refusal);
  await remove(found.value.id);
  return passed({ id: found.value.id });
}

export type ReviewedRow = { opinion: string | null; reviewer: string | null; reviewedAt: Date | null };

/** The institute's review of a submitted record (showOpinion), in the wire's words. */
export function opinionAnswer(state: RecordState, row: ReviewedRow) {
  return {
    state,
    opinion: row.opinion,
    reviewer: row.reviewer,
    reviewDate: row.reviewedAt ? formatWireDateTime(row.reviewedAt) : null,
  };
}
