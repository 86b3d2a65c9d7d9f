import { ACCESS } from '@portal/contract';
import { contentDisposition, INTERACTION_MESSAGES, INTERACTION_WIRE_PATHS } from '@portal/legacy-protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { attachments, interactionMessages, type UserRow } from '../../db/schema';
import { stoneFail } from '../../http/business-answers';
import { GET_OR_POST } from '../../http/methods';
import { wireParams } from '../../http/params';
import { holdsAccess } from '../../http/role-access';
import { NO_UNIT_MESSAGE } from '../../http/scope';
import { withUser } from '../../http/user-route';
import { findInteraction, INTERACTION_BIZ_TYPE } from './store';

/**
 * A file of a thread's message, for either side of the thread: the unit's own thread (`file`) or any
 * thread at the institute's desk (`replyFile`). The common download serves a file only to the
 * uploader's unit (or staff member), which would hide each side's files from the other.
 */
export function interactionFileRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  const serve = (side: 'unit' | 'desk') =>
    withUser(context, async (user: UserRow, request, reply) => {
      const params = wireParams(request);
      let unitId: string | null = null;
      if (side === 'unit') {
        if (!user.unitId) return stoneFail(NO_UNIT_MESSAGE);
        unitId = user.unitId;
      } else if (!(await holdsAccess(db, user, ACCESS.inspectionReview))) {
        return stoneFail(INTERACTION_MESSAGES.forbidden);
      }
      const thread = await findInteraction(db, unitId, params.id?.trim() ?? '');
      if (!thread) return stoneFail(INTERACTION_MESSAGES.notFound);
      const [file] = await db
        .select({ fileName: attachments.fileName, contentType: attachments.contentType, content: sql<string>`encode(${attachments.content}, 'base64')` })
        .from(attachments)
        .innerJoin(interactionMessages, eq(interactionMessages.id, attachments.refId))
        .where(and(eq(attachments.id, params.attsysid ?? ''), eq(attachments.refType, INTERACTION_BIZ_TYPE), eq(interactionMessages.interactionId, thread.row.id)));
      if (!file) return stoneFail(INTERACTION_MESSAGES.fileNotFound);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.content, 'base64'));
    });

  app.route({ method: GET_OR_POST, url: INTERACTION_WIRE_PATHS.file, handler: serve('unit') });
  app.route({ method: GET_OR_POST, url: INTERACTION_WIRE_PATHS.replyFile, handler: serve('desk') });
}
