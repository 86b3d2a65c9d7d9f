import { ATTACHMENT_MAX_BYTES as PORTAL_LIMIT } from '@portal/contract';
import { ATTACHMENT_MAX_BYTES as PLATFORM_LIMIT } from '@portal/legacy-protocol';
import { describe, expect, it } from 'vitest';

describe('the attachment size limit', () => {
  it('is the same in the SPA (contract) as on the platform, so a file the form accepts is not refused later', () => {
    expect(PORTAL_LIMIT).toBe(PLATFORM_LIMIT);
  });
});
