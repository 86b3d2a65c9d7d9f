import { describe, expect, it } from 'vitest';
import {
  DownloadError,
  exportProgress,
  fileNameFromDisposition,
  formatBytes,
  readDownload,
  type DownloadProgress,
} from './download';

describe('fileNameFromDisposition', () => {
  it('decodes a Chinese RFC 5987 filename* and prefers it over filename', () => {
    const header =
      "attachment; filename=\"export.xlsx\"; filename*=UTF-8''%E8%B6%85%E6%9C%9F%E6%9C%AA%E6%A3%80%E8%AE%BE%E5%A4%87.xlsx";
    expect(fileNameFromDisposition(header)).toBe('超期未检设备.xlsx');
  });

  it('accepts filename* before filename, any case, and a language tag', () => {
    expect(fileNameFromDisposition("attachment; FILENAME*=utf-8'zh-CN'%E8%AE%BE%E5%A4%87.xlsx; filename=a.xlsx")).toBe('设备.xlsx');
  });

  it('reads a quoted plain filename with escapes and semicolons', () => {
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\"; c.xlsx"')).toBe('a "b"; c.xlsx');
    expect(fileNameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
  });

  it('decodes ISO-8859-1 extended values', () => {
    expect(fileNameFromDisposition("attachment; filename*=iso-8859-1'en'%A3%20rates.xlsx")).toBe('£ rates.xlsx');
  });

  it('falls back to filename when filename* is malformed', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E8%ZZ; filename=\"fallback.xlsx\"")).toBe('fallback.xlsx');
  });

  it('drops path parts and answers null without a name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

describe('exportProgress', () => {
  it('gives a whole percentage when the length is known', () => {
    expect(exportProgress(512, 2048)).toEqual({ received: 512, total: 2048, percent: 25 });
    expect(exportProgress(2047, 2048).percent).toBe(99);
  });

  it('gives bytes only when the length is unknown', () => {
    expect(exportProgress(1000, null)).toEqual({ received: 1000, total: null, percent: null });
    expect(exportProgress(1000, 0).percent).toBeNull();
  });

  it('never passes 100 when a compressed length undercounts', () => {
    expect(exportProgress(5000, 2048).percent).toBe(100);
  });
});

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(chunk));
      controller.close();
    },
  });
}

describe('readDownload', () => {
  it('reports progress per chunk and keeps the name and bytes', async () => {
    const response = new Response(streamOf([new Uint8Array(300), new Uint8Array(100)]), {
      headers: {
        'content-length': '400',
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': "attachment; filename*=UTF-8''%E8%AE%BE%E5%A4%87.xlsx",
      },
    });
    const seen: DownloadProgress[] = [];
    const result = await readDownload(response, (progress) => seen.push(progress), '服务器错误');
    expect(seen.map((progress) => progress.percent)).toEqual([0, 75, 100]);
    expect(result.fileName).toBe('设备.xlsx');
    expect(result.blob.size).toBe(400);
  });

  it('turns a problem answer into a DownloadError with its detail', async () => {
    const response = new Response(JSON.stringify({ title: '尚未实现', status: 501, detail: '导出接口尚未开放' }), {
      status: 501,
      headers: { 'content-type': 'application/problem+json' },
    });
    const failure = readDownload(response, () => undefined, '服务器错误');
    await expect(failure).rejects.toBeInstanceOf(DownloadError);
    await expect(failure).rejects.toMatchObject({ status: 501, message: '导出接口尚未开放' });
  });
});

describe('formatBytes', () => {
  it('scales to KB and MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
