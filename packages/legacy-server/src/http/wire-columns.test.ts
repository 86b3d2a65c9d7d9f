import { describe, expect, it } from 'vitest';
import { columnsOfForm, wireFieldsOf } from './wire-columns';

const WIRE_COLUMNS = { id: 'id', checkOrg: 'institute', wishDate: 'wishedDate', submitDate: 'submittedAt' } as const;

describe('wire columns', () => {
  it('reads a row under the wire names, in the map order, times as the platform writes them', () => {
    const row = { submittedAt: new Date('2026-11-20T02:03:04Z'), wishedDate: null, institute: '宁波市特种设备检验研究院', id: 'A1' };
    const fields = wireFieldsOf(row, WIRE_COLUMNS);
    expect(Object.entries(fields)).toEqual([
      ['id', 'A1'],
      ['checkOrg', '宁波市特种设备检验研究院'],
      ['wishDate', null],
      ['submitDate', '2026-11-20 10:03:04'],
    ]);
  });

  it('writes the fields a form carries under their columns, empty texts as null where asked', () => {
    expect(columnsOfForm({ checkOrg: '', wishDate: '' }, WIRE_COLUMNS, ['wishDate'])).toEqual({ institute: '', wishedDate: null });
    expect(columnsOfForm({ checkOrg: '院', wishDate: '2026-12-01' }, WIRE_COLUMNS, ['wishDate'])).toEqual({ institute: '院', wishedDate: '2026-12-01' });
  });
});
