import { fireEvent, screen, within } from '@testing-library/react';
import type { Attachment } from '@portal/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../test-support/fake-api';
import { PAGE_TEST_TIMEOUT, renderPage } from '../../test-support/render-page';
import { AttachmentUploader } from './attachment-uploader';

afterEach(() => vi.unstubAllGlobals());

const RECORD_FULL = '该业务记录的附件已达上限（30 个或 100 MB），请删除不需要的附件后再上传';

const file = (index: number, size: number): Attachment => ({
  id: `a${index}`,
  fileName: `现场照片${index}.pdf`,
  contentType: 'application/pdf',
  size,
  refType: 'use-registration',
  refId: '40002',
  uploadedAt: '2026-11-29 10:00:00',
});

// 18 files, 15,414,067 bytes in all: 12 places and 85.3 MB (of 30 and 100 MiB) are left.
const EIGHTEEN = [...Array.from({ length: 17 }, (_, index) => file(index, 1000)), file(17, 15_397_067)];

function Uploader({ initial }: { initial: Attachment[] }) {
  const [value, setValue] = useState(initial);
  return <AttachmentUploader refType="use-registration" refId="40002" value={value} onChange={setValue} />;
}

const pick = (name: string) =>
  fireEvent.change(screen.getByTestId('attachment-input'), { target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] } });

describe('the attachment kit and the record’s storage bound', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('says how many files and how many MB the record may still take', async () => {
    installFakeApi({});
    renderPage(<Uploader initial={EIGHTEEN} />);
    expect((await screen.findByTestId('attachment-room')).textContent).toBe('还可上传 12 个文件，共 85.3 MB');
  });

  it('shows the room the upload answer gives', async () => {
    installFakeApi({ 'POST /api/v1/attachments': () => ({ status: 201, body: { ...file(18, 8), fileName: '新照片.pdf', room: { files: 11, bytes: 88_000_000 } } }) });
    renderPage(<Uploader initial={EIGHTEEN} />);
    pick('新照片.pdf');
    expect(await screen.findByText('新照片.pdf')).toBeTruthy();
    expect(screen.getByTestId('attachment-room').textContent).toBe('还可上传 11 个文件，共 83.9 MB');
  });

  it('at the bound, says what to do and offers no upload', async () => {
    installFakeApi({});
    renderPage(<Uploader initial={Array.from({ length: 30 }, (_, index) => file(index, 1000))} />);
    expect((await screen.findByTestId('attachment-room')).textContent).toBe('附件已达上限，请删除不需要的附件后再上传');
    const uploader = screen.getByTestId('attachment-uploader');
    expect((within(uploader).getByRole('button', { name: /上传附件/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the platform’s refusal when the bound is hit', async () => {
    installFakeApi({ 'POST /api/v1/attachments': () => ({ status: 409, body: { type: 'x', title: '状态冲突', status: 409, detail: RECORD_FULL } }) });
    renderPage(<Uploader initial={EIGHTEEN} />);
    pick('多余的.pdf');
    expect(await screen.findByText(`多余的.pdf：${RECORD_FULL}`)).toBeTruthy();
  });
});

describe('the attachment kit with a material code', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('files each uploaded file under the material it uploads as', async () => {
    installFakeApi({ 'POST /api/v1/attachments': () => ({ status: 201, body: { ...file(1, 8), fileName: '施工告知书回执.pdf', refType: 'inspection-application', refId: null } }) });
    const changed = vi.fn();
    renderPage(<AttachmentUploader refType="inspection-application" value={[]} material="constructionNotice" onChange={changed} />);
    pick('施工告知书回执.pdf');
    await vi.waitFor(() => expect(changed).toHaveBeenCalled());
    expect(changed.mock.calls[0]?.[0]).toMatchObject([{ fileName: '施工告知书回执.pdf', material: 'constructionNotice' }]);
  });
});
