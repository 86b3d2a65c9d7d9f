import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { contract } from '../contract';
import { ZWorkerBodySchema, ZWorkerCertificateSchema, ZCertificateQuerySchema } from './workers';

const CERTIFICATE = { certificateNo: 'TS1', issuingAuthority: '宁波市市场监督管理局', issueDate: '2024-03-01', validTo: '2028-02-29' };
const PERSON = { name: '赵志强', gender: 'male', idCard: '330212198801050714', mobile: '13655741209' } as const;

describe('the deprecated spellings of the workers API', () => {
  it('reads a body with the deprecated qualifications as certificates', () => {
    const body = ZWorkerBodySchema.parse({ ...PERSON, qualifications: [{ ...CERTIFICATE, operatorCode: 'N1' }] });
    expect(body.certificates).toEqual([{ ...CERTIFICATE, workItem: 'N1' }]);
    expect(body).not.toHaveProperty('qualifications');
    expect(ZWorkerBodySchema.parse({ ...PERSON }).certificates).toEqual([]);
  });

  it('refuses a body with both spellings, on the old name', () => {
    const result = ZWorkerBodySchema.safeParse({ ...PERSON, certificates: [], qualifications: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['qualifications', formatMessage('oneSpelling', { field: 'certificates', deprecated: 'qualifications' })],
    ]);
  });

  it('reads the deprecated operatorCode filter as workItem, the same value under both names too, and refuses two values', () => {
    for (const query of [contract.workers.list.query, contract.workers.export.query, ZCertificateQuerySchema]) {
      expect(query.parse({ operatorCode: 'G1' })).toMatchObject({ workItem: 'G1' });
      expect(query.parse({ operatorCode: 'G1' })).not.toHaveProperty('operatorCode');
      expect(query.parse({ operatorCode: 'G1', workItem: 'G1' })).toMatchObject({ workItem: 'G1' });
      expect(query.safeParse({ operatorCode: 'G1', workItem: 'A' }).error?.issues[0]?.path).toEqual(['operatorCode']);
    }
  });

  it('answers the old names of a certificate as required fields, so no answer lacks them', () => {
    expect(ZWorkerCertificateSchema.safeParse({ id: '1', workItem: 'N1', workItemLabel: '叉车司机', ...CERTIFICATE, reviewDate: null }).success).toBe(false);
  });
});
