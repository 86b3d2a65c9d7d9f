import { describe, expect, it } from 'vitest';
import { pathSegment, wirePath } from './paths';
import { constructionRecordDetailPath } from './resources/construction-records';
import { equipmentDetailPath } from './resources/equipment';
import { noticeDetailPath } from './resources/notices';
import { pipelineDetailPath } from './resources/pipelines';
import { useRegistrationDetailPath } from './resources/use-registrations';

describe('pathSegment', () => {
  it('encodes slashes, query and fragment marks, percent signs and spaces', () => {
    expect(pathSegment('a/b')).toBe('a%2Fb');
    expect(pathSegment('a%2Fb')).toBe('a%252Fb');
    expect(pathSegment('a?b#c d')).toBe('a%3Fb%23c%20d');
    expect(pathSegment('a\\b')).toBe('a%5Cb');
  });

  it('encodes the dots of a dot segment, and only there', () => {
    expect(pathSegment('..')).toBe('%2E%2E');
    expect(pathSegment('.')).toBe('%2E');
    expect(pathSegment('v1.2')).toBe('v1.2');
  });

  it('leaves ids as they are', () => {
    expect(pathSegment('5f0c7a1e9b3d4c2a8e6f1b0d9c8a7e6f')).toBe('5f0c7a1e9b3d4c2a8e6f1b0d9c8a7e6f');
    expect(wirePath('/a/stone/eqm/detail', '3000', '30001')).toBe('/a/stone/eqm/detail/3000/30001');
  });
});

describe('the path builders of the resources', () => {
  it.each([
    ['pipelines', pipelineDetailPath, '/a/stone/eqm/pipelineDetail'],
    ['construction records', constructionRecordDetailPath, '/a/stone/eqmBcwBasic/detail'],
    ['use registrations', useRegistrationDetailPath, '/a/stone/epPemUseregistApply/detail'],
    ['notices', noticeDetailPath, '/a/stone/index/article'],
  ])('keep %s ids inside their path', (_, build, base) => {
    expect(build('..')).toBe(`${base}/%2E%2E`);
    expect(build('a/b')).toBe(`${base}/a%2Fb`);
    expect(build('../../login')).toBe(`${base}/..%2F..%2Flogin`);
  });

  it('keeps both segments of the equipment detail inside its path', () => {
    expect(equipmentDetailPath('..', 'a/b')).toBe('/a/stone/eqm/detail/%2E%2E/a%2Fb');
  });
});
