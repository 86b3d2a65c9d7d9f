import { describe, expect, it } from 'vitest';
import { message } from '../messages';
import { equipmentFormSchema } from '../resources/equipment-schemas';
import { paramsSchemaOf } from './category-params';

describe('维保单位电话 (an elevator parameter)', () => {
  it('is refused by the API when it is not a phone or mobile number', () => {
    const result = paramsSchemaOf('3000', '3110').safeParse({ maintenancePhone: '10' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['maintenancePhone'], message: message('phone') });
  });

  it('passes a landline, a mobile, or nothing', () => {
    for (const maintenancePhone of ['0574-87654321', '13905741234', '', null]) {
      expect(paramsSchemaOf('3000', '3110').safeParse({ maintenancePhone }).success).toBe(true);
    }
  });

  it('says the phone message on the form', () => {
    const form = equipmentFormSchema('3000', '3110').safeParse({ param: { maintenancePhone: '10' } });
    const issue = form.error?.issues.find((found) => found.path.join('.') === 'param.maintenancePhone');
    expect(issue?.message).toBe(message('phone'));
  });
});
