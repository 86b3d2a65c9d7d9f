import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closingBoundary, fieldPart, fileEnd, fileHead, multipartBoundary } from './multipart-body';

// The pieces must make a body a real multipart parser reads back exactly.
async function parse(body: Buffer, boundary: string) {
  const app = Fastify();
  await app.register(multipart);
  app.post('/parse', async (request) => {
    const parts: Record<string, unknown>[] = [];
    for await (const part of request.parts()) {
      parts.push(
        part.type === 'file'
          ? { name: part.fieldname, fileName: part.filename, type: part.mimetype, bytes: (await part.toBuffer()).toString('hex') }
          : { name: part.fieldname, value: part.value },
      );
    }
    return parts;
  });
  const response = await app.inject({
    method: 'POST',
    url: '/parse',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  await app.close();
  return response.json();
}

describe('multipart pieces', () => {
  it('make a body with a Chinese file name, the file bytes and fields on either side', async () => {
    const boundary = multipartBoundary();
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x0d, 0x0a, 0x00, 0xff]);
    const body = Buffer.concat([
      fieldPart(boundary, 'bizType', 'epPemUseregistApply'),
      fileHead(boundary, 'file', '使用登记表.pdf', 'application/pdf'),
      bytes,
      fileEnd(),
      fieldPart(boundary, 'attrefsysid', '40002'),
      closingBoundary(boundary),
    ]);
    expect(await parse(body, boundary)).toEqual([
      { name: 'bizType', value: 'epPemUseregistApply' },
      { name: 'file', fileName: '使用登记表.pdf', type: 'application/pdf', bytes: bytes.toString('hex') },
      { name: 'attrefsysid', value: '40002' },
    ]);
  });

  it('escapes quotes and line breaks in a file name', async () => {
    const boundary = multipartBoundary();
    const body = Buffer.concat([fileHead(boundary, 'file', 'a"b\r\n.pdf', 'application/pdf'), Buffer.from('x'), fileEnd(), closingBoundary(boundary)]);
    const [part] = await parse(body, boundary);
    expect(part.fileName).toBe('a%22b%0D%0A.pdf');
  });

  it('draws a new boundary each time', () => {
    expect(multipartBoundary()).not.toBe(multipartBoundary());
  });
});
