import { recordSave } from './record-save';

type Silent = { meta: { silent: boolean } };
type CreateMutation<B, C> = { mutateAsync: (args: { body: B }) => Promise<C>; isPending: boolean };
type UpdateMutation<B, U> = { mutateAsync: (args: { params: { id: string }; body: B }) => Promise<U>; isPending: boolean };

/** A resource's contract group (`tsr.faultRegistrations`) as far as a record's form saves through it. */
type SavingGroup<B, C, U> = {
  create: { useMutation: (options: Silent) => CreateMutation<B, C> };
  update: { useMutation: (options: Silent) => UpdateMutation<B, U> };
};

/**
 * The save of a record's form page through its resource's create and update (`recordSave`), both
 * silent: the form frame tells the outcome, so a failure is not toasted twice.
 */
export function useRecordSave<B, C, U>(group: SavingGroup<B, C, U>) {
  const create = group.create.useMutation({ meta: { silent: true } });
  const update = group.update.useMutation({ meta: { silent: true } });
  return recordSave(create, update);
}
