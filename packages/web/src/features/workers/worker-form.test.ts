import { message, ZWorkerFormSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { formMessages } from '../../ui/form';
import { EMPTY_CERTIFICATE, EMPTY_WORKER, toWorkerBody } from './worker-form';

const FILLED = {
  ...EMPTY_WORKER,
  name: '赵志强',
  gender: 'male',
  idCard: '330212198801050714',
  mobile: '13655741209',
  certificates: [
    { ...EMPTY_CERTIFICATE, workItem: 'N1', certificateNo: 'TS1', issuingAuthority: '宁波市市场监督管理局', issueDate: '2024-03-01', validTo: '2028-02-29' },
  ],
};

describe('the worker form', () => {
  it("says the spec's words for a bad ID card and mobile while typing", async () => {
    const messages = await formMessages(ZWorkerFormSchema, { ...FILLED, idCard: '3302121988', mobile: '1234' }, { enforceRequired: false });
    expect(messages).toMatchObject({ idCard: message('idCard'), mobile: message('mobile') });
  });

  it('asks for the required fields on save, those of each certificate too', async () => {
    const messages = await formMessages(ZWorkerFormSchema, { ...EMPTY_WORKER, certificates: [EMPTY_CERTIFICATE] }, { enforceRequired: true });
    expect(messages).toMatchObject({
      name: message('nameRequired'),
      gender: message('required'),
      idCard: message('required'),
      'certificates.0.workItem': message('required'),
      'certificates.0.validTo': message('required'),
    });
  });

  it('refuses a certificate that ends before it was issued', async () => {
    const backwards = { ...FILLED, certificates: [{ ...FILLED.certificates[0]!, validTo: '2024-01-01' }] };
    const messages = await formMessages(ZWorkerFormSchema, backwards, { enforceRequired: true });
    expect(messages['certificates.0.validTo']).toBe(message('dateRange'));
  });

  it('turns the checked form into the save body, leaving empty optional fields out', () => {
    const body = toWorkerBody(ZWorkerFormSchema.parse(FILLED));
    expect(body).toMatchObject({ name: '赵志强', gender: 'male', employmentState: 'employed', attachmentIds: [] });
    expect(body.certificates).toEqual([
      { workItem: 'N1', certificateNo: 'TS1', issuingAuthority: '宁波市市场监督管理局', issueDate: '2024-03-01', validTo: '2028-02-29' },
    ]);
  });
});
