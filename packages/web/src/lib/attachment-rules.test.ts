import { describe, expect, it } from 'vitest';
import { checkAttachment, MAX_ATTACHMENT_BYTES } from './attachment-rules';

const PDF = 'application/pdf';

describe('checkAttachment', () => {
  it('accepts a scanned registration form within the limit', () => {
    expect(checkAttachment({ name: '使用登记表.pdf', size: 2 * 1024 * 1024, type: PDF })).toBeNull();
    expect(checkAttachment({ name: '合格证.JPG', size: 300_000, type: 'image/jpeg' })).toBeNull();
    expect(checkAttachment({ name: '监检证明.pdf', size: MAX_ATTACHMENT_BYTES, type: '' })).toBeNull();
  });

  it('refuses a file past 10 MB, saying its size and the limit', () => {
    expect(checkAttachment({ name: '图纸.pdf', size: 25 * 1024 * 1024 + 300_000, type: PDF })).toEqual({
      key: 'attachment.tooLarge',
      params: { name: '图纸.pdf', size: '25.3 MB', max: '10 MB' },
    });
  });

  it('refuses other types, and a type that contradicts the extension', () => {
    expect(checkAttachment({ name: 'setup.exe', size: 10, type: 'application/x-msdownload' })?.key).toBe('attachment.badType');
    expect(checkAttachment({ name: 'photo.png', size: 10, type: 'text/html' })?.key).toBe('attachment.badType');
    expect(checkAttachment({ name: 'README', size: 10, type: '' })?.key).toBe('attachment.badType');
  });

  it('refuses an empty file', () => {
    expect(checkAttachment({ name: '空白.pdf', size: 0, type: PDF })?.key).toBe('attachment.empty');
  });
});
