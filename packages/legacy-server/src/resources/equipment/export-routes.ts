import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XLSX_MIME } from '@portal/contract';
import { EQM_DATA_PATHS } from '@portal/legacy-protocol';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { countEquipment, equipmentQuery } from '../equipment/equipment-list';
import { EXPORT_TITLES, exportFileName, MAX_EXPORT_ROWS, writeEquipmentWorkbook } from '../equipment/equipment-workbook';
import { EQM_MESSAGES } from '../equipment/messages';
import { scopedUser } from '../equipment/scope';
import { loginRequired } from '../http/answers';
import { stoneFail } from '../http/business-answers';
import { wireParams } from '../http/params';
import { resolveSession } from '../http/session-guard';

/** RFC 6266 / 5987: an ASCII name for old clients and the real (Chinese) one in `filename*`. */
export function attachmentDisposition(fileName: string, asciiName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

/**
 * The data host's role (legacy-wire.md "Print and data hosts"): `GET /api/data/equipment/export`
 * takes the session and the filters of the equipment lists and answers an .xlsx. Failures answer
 * JSON in the /a shapes, so a client tells them from a file by the content type.
 */
export function dataExportRoutes(app: FastifyInstance, context: AppContext): void {
  app.get(EQM_DATA_PATHS.export, async (request, reply) => {
    // The data host is outside /a, where the session guard does not run.
    request.legacySession = await resolveSession(context, request);
    const scoped = await scopedUser(context, request);
    if (!scoped) return loginRequired();
    const params = wireParams(request);
    const queryType = params.queryType || undefined;
    const query = equipmentQuery(params, scoped.scope, queryType);
    if (!query.ok) return stoneFail(query.message);
    if ((await countEquipment(context.db, query.value.where)) > MAX_EXPORT_ROWS) return stoneFail(EQM_MESSAGES.exportTooLarge);

    // Written to a file first so the answer carries Content-Length (the browser's progress bar);
    // the writer still commits row by row, so memory stays flat.
    const file = join(tmpdir(), `portal-export-${randomUUID()}.xlsx`);
    try {
      const title = EXPORT_TITLES[queryType ?? 'comprehensive'] ?? EXPORT_TITLES.comprehensive!;
      await writeEquipmentWorkbook(context.db, query.value, scoped.scope, title, file);
      const { size } = await stat(file);
      const stream = createReadStream(file);
      stream.once('close', () => void rm(file, { force: true }));
      const day = scoped.scope.today.replaceAll('-', '');
      return reply
        .header('content-type', XLSX_MIME)
        .header('content-length', String(size))
        .header('content-disposition', attachmentDisposition(exportFileName(queryType, scoped.scope.today), `equipment_${day}.xlsx`))
        .send(stream);
    } catch (error) {
      await rm(file, { force: true });
      throw error;
    }
  });
}
