import { describe, expect, it } from 'vitest';
import { isDateRuleKey } from '../date-rule';
import {
  ATTACHMENT_PARAMS,
  ATTACHMENT_WIRE_PATHS,
  attachmentContentType,
  contentDisposition,
  dispositionFileName,
  fileExtension,
  ZWireAttachment,
} from './attachments';

const bytes = (...values: number[]) => Uint8Array.from(values);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0);
const EXE = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00');

describe('ATTACHMENT_WIRE_PATHS', () => {
  it('sits in the common module', () => {
    for (const path of Object.values(ATTACHMENT_WIRE_PATHS)) expect(path).toMatch(/^\/a\/stone\/common\/attachment\/[a-z]+$/);
  });

  it('uses parameter names the date rule never touches', () => {
    for (const name of Object.values(ATTACHMENT_PARAMS)) expect(isDateRuleKey(name)).toBe(false);
  });
});

describe('fileExtension', () => {
  it('is the lower-case text after the last dot', () => {
    expect(fileExtension('使用登记表.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.xlsx')).toBe('xlsx');
    expect(fileExtension('README')).toBe('');
  });
});

describe('attachmentContentType', () => {
  it.each([
    ['产品合格证.pdf', PDF, 'application/pdf'],
    ['铭牌.jpg', JPEG, 'image/jpeg'],
    ['铭牌.JPEG', JPEG, 'image/jpeg'],
    ['现场照片.png', PNG, 'image/png'],
    ['使用登记表.doc', OLE, 'application/msword'],
    ['设备清单.xls', OLE, 'application/vnd.ms-excel'],
    ['使用登记表.docx', ZIP, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['设备清单.xlsx', ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('accepts %s with its own signature', (name, head, type) => {
    expect(attachmentContentType(name, head)).toBe(type);
  });

  it('refuses a program renamed to .pdf by its first bytes', () => {
    expect(attachmentContentType('setup.pdf', EXE)).toBeNull();
  });

  it('refuses a PNG named .jpg', () => {
    expect(attachmentContentType('photo.jpg', PNG)).toBeNull();
  });

  it('refuses extensions outside the list even with a known signature', () => {
    expect(attachmentContentType('report.zip', ZIP)).toBeNull();
    expect(attachmentContentType('setup.exe', EXE)).toBeNull();
    expect(attachmentContentType('noextension', PDF)).toBeNull();
  });

  it('refuses a file too short to carry its signature', () => {
    expect(attachmentContentType('empty.pdf', bytes())).toBeNull();
    expect(attachmentContentType('short.png', PNG.slice(0, 4))).toBeNull();
  });
});

describe('ZWireAttachment', () => {
  it('reads sizes sent as text and missing references as absent', () => {
    const attachment = ZWireAttachment.parse({
      attsysid: 'f1',
      fileName: '产品合格证.pdf',
      contentType: 'application/pdf',
      fileSize: '2048',
      bizType: null,
      attrefsysid: null,
      createDate: '2024-05-31 10:00:00',
    });
    expect(attachment).toMatchObject({ fileSize: 2048 });
    expect(attachment.bizType).toBeUndefined();
    expect(attachment.attrefsysid).toBeUndefined();
  });

  it('reads an attachment in upper case with an epoch time and without name or type', () => {
    const attachment = ZWireAttachment.parse({ ATTSYSID: 901, FILESIZE: 2048, CREATEDATE: 1717120800000 });
    expect(attachment).toMatchObject({ attsysid: '901', fileSize: 2048, createDate: '2024-05-31 10:00:00' });
    expect([attachment.fileName, attachment.contentType]).toEqual([undefined, undefined]);
  });
});

describe('contentDisposition', () => {
  it('carries a Chinese name in filename* and an ASCII fallback', () => {
    expect(contentDisposition('使用登记表.pdf')).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''%E4%BD%BF%E7%94%A8%E7%99%BB%E8%AE%B0%E8%A1%A8.pdf`,
    );
  });

  it('takes an ASCII name for old clients when the download has one', () => {
    expect(contentDisposition('设备综合查询_20261121.xlsx', 'equipment_20261121.xlsx')).toBe(
      "attachment; filename=\"equipment_20261121.xlsx\"; filename*=UTF-8''%E8%AE%BE%E5%A4%87%E7%BB%BC%E5%90%88%E6%9F%A5%E8%AF%A2_20261121.xlsx",
    );
  });

  it('escapes quotes, spaces and percent signs', () => {
    const header = contentDisposition('a "b" 100%.pdf');
    expect(header).toContain('filename="a _b_ 100_.pdf"');
    expect(header).toContain("filename*=UTF-8''a%20%22b%22%20100%25.pdf");
  });

  it('round-trips through dispositionFileName', () => {
    for (const name of ['使用登记表.pdf', '产品合格证 (1).jpg', 'a;b=c.docx', '100%.xlsx']) {
      expect(dispositionFileName(contentDisposition(name))).toBe(name);
    }
  });
});

describe('dispositionFileName', () => {
  it('reads a plain quoted or bare filename', () => {
    expect(dispositionFileName('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(dispositionFileName('attachment; filename=report.pdf')).toBe('report.pdf');
  });

  it('is undefined without a header or a name', () => {
    expect(dispositionFileName(undefined)).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
  });
});
