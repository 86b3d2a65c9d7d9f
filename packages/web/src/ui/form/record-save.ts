type CreateMutation<B, C> = { mutateAsync: (args: { body: B }) => Promise<C>; isPending: boolean };
type UpdateMutation<B, U> = { mutateAsync: (args: { params: { id: string }; body: B }) => Promise<U>; isPending: boolean };

/**
 * One save of a record's form from its resource's create and update mutations: an update once the
 * record has an id (it was loaded, or saved before), a create otherwise; pending while either runs.
 */
export function recordSave<B, C, U>(create: CreateMutation<B, C>, update: UpdateMutation<B, U>) {
  return {
    pending: create.isPending || update.isPending,
    save: (body: B, saved: string | undefined): Promise<C | U> => (saved ? update.mutateAsync({ params: { id: saved }, body }) : create.mutateAsync({ body })),
  };
}
