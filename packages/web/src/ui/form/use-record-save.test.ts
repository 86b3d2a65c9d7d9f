import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordSave } from './use-record-save';

type Body = { place: string };

function group() {
  const options: unknown[] = [];
  const calls: string[] = [];
  return {
    options,
    calls,
    create: {
      useMutation: (given: unknown) => (options.push(given), { isPending: false, mutateAsync: async (args: { body: Body }) => (calls.push(`create ${args.body.place}`), { body: { id: 'fr-1' } }) }),
    },
    update: {
      useMutation: (given: unknown) => (
        options.push(given),
        { isPending: true, mutateAsync: async (args: { params: { id: string }; body: Body }) => (calls.push(`update ${args.params.id}`), { body: { id: args.params.id } }) }
      ),
    },
  };
}

describe('useRecordSave', () => {
  it('asks both mutations to stay silent and saves through create, then update once there is an id', async () => {
    const resource = group();
    const { result } = renderHook(() => useRecordSave(resource));
    expect(resource.options).toEqual([{ meta: { silent: true } }, { meta: { silent: true } }]);
    expect(result.current.pending).toBe(true);
    await result.current.save({ place: '1号楼' }, undefined);
    await result.current.save({ place: '1号楼' }, 'fr-1');
    expect(resource.calls).toEqual(['create 1号楼', 'update fr-1']);
  });
});
