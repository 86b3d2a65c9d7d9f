import { describe, expect, it } from 'vitest';
import { fieldItems } from './info-grid';

describe('fieldItems', () => {
  it("shows each named field of the record under its field text, in the order given", () => {
    const registration = { registerCode: '31103302122021080045', useCertNo: '梯11浙B00123(21)', model: 'GeN2' };
    const t = (key: string) => `label:${key}`;
    expect(fieldItems(t, registration, ['useCertNo', 'registerCode'])).toEqual([
      { key: 'useCertNo', label: 'label:field.useCertNo', value: '梯11浙B00123(21)' },
      { key: 'registerCode', label: 'label:field.registerCode', value: '31103302122021080045' },
    ]);
  });
});
