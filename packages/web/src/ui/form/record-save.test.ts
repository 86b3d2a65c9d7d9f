import { describe, expect, it } from 'vitest';
import { recordSave } from './record-save';

type Call = { kind: 'create' | 'update'; args: unknown };

function mutations(pending: { create?: boolean; update?: boolean } = {}) {
  const calls: Call[] = [];
  const create = { isPending: !!pending.create, mutateAsync: async (args: { body: { name: string } }) => (calls.push({ kind: 'create', args }), { status: 201 as const }) };
  const update = {
    isPending: !!pending.update,
    mutateAsync: async (args: { params: { id: string }; body: { name: string } }) => (calls.push({ kind: 'update', args }), { status: 200 as const }),
  };
  return { calls, create, update };
}

describe('recordSave', () => {
  it('creates a record that has no id yet', async () => {
    const { calls, create, update } = mutations();
    await expect(recordSave(create, update).save({ name: '1号客梯' }, undefined)).resolves.toEqual({ status: 201 });
    expect(calls).toEqual([{ kind: 'create', args: { body: { name: '1号客梯' } } }]);
  });

  it('updates the record of the given id', async () => {
    const { calls, create, update } = mutations();
    await expect(recordSave(create, update).save({ name: '1号客梯' }, 'fr-7')).resolves.toEqual({ status: 200 });
    expect(calls).toEqual([{ kind: 'update', args: { params: { id: 'fr-7' }, body: { name: '1号客梯' } } }]);
  });

  it('is pending while either mutation runs', () => {
    expect(recordSave(mutations().create, mutations().update).pending).toBe(false);
    expect(recordSave(mutations({ create: true }).create, mutations().update).pending).toBe(true);
    expect(recordSave(mutations().create, mutations({ update: true }).update).pending).toBe(true);
  });
});
