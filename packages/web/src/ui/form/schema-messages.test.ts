import { ZLoginBodySchema, ZProfileUpdateBodySchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formMessages, type FormSchema } from './contract-resolver';
import { schemaMessages } from './schema-messages';

type Values = Record<string, string>;

const cases: [z.ZodTypeAny, Values][] = [
  [ZLoginBodySchema, { username: '', password: '' }],
  [ZLoginBodySchema, { username: '   ', password: 'x' }],
  [ZLoginBodySchema, { username: 'a'.repeat(80), password: '' }],
  [ZLoginBodySchema, { username: 'qiye', password: 'Demo@2024' }],
  [ZProfileUpdateBodySchema, { name: '', idCard: '123', phone: '', mobile: '12' }],
];

describe('schemaMessages', () => {
  it.each(cases)('says what the form kit says, while typing and on submit (%#)', async (schema, values) => {
    for (const enforceRequired of [false, true]) {
      expect(schemaMessages(schema, values, { enforceRequired })).toEqual(
        await formMessages(schema as FormSchema<Values, unknown>, values, { enforceRequired }),
      );
    }
  });
});
