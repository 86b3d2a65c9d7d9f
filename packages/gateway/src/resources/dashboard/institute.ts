import { ACCESS, type InstituteDesk } from '@portal/contract';
import {
  ACCOUNT_REGISTRATION_WIRE_PATHS,
  PASSWORD_RESET_WIRE_PATHS,
  wirePage,
  wireRecord,
  ZWireOptionalDateTime,
} from '@portal/legacy-protocol';
import type { FastifyRequest } from 'fastify';
import { shanghaiDay } from '../../audit/audit-record';
import type { GatewayContext } from '../../context';
import { platformSession } from '../../http/respond';
import type { LegacySession } from '../../legacy/client';
import { parsed, type Failure } from '../../legacy/wire-values';

const ZDecidedPage = wirePage(wireRecord({ auditDate: ZWireOptionalDateTime }));
const PAGE_SIZE = 100;
const MAX_PAGES = 20;

/** One audited list of the platform: where it is, its words for the decided states, its audit-date order. */
type AuditList = { path: string; decided: readonly string[]; newestDecidedFirst: string };

const REGISTRATIONS: AuditList = { path: ACCOUNT_REGISTRATION_WIRE_PATHS.list, decided: ['已通过', '未通过'], newestDecidedFirst: 'audited_at desc' };
const RESETS: AuditList = { path: PASSWORD_RESET_WIRE_PATHS.list, decided: ['审核通过', '审核不通过'], newestDecidedFirst: 'audit_date desc' };

type Counted = { ok: true; value: number } | Failure;

/**
 * The institute's desk figures from the two audited lists: `count` of the waiting state, and the
 * decisions of today read newest first until one of an earlier day (the lists have no audit-date filter).
 */
export function instituteDeskFigures(ctx: GatewayContext) {
  async function waiting(list: AuditList, word: string, session: LegacySession): Promise<Counted> {
    const page = await ctx.legacy.call({ method: 'GET', path: list.path, query: { status: word, pageNo: '1', pageSize: '1' }, session });
    return parsed(page, ZDecidedPage, (wire) => wire.count);
  }

  async function decidedToday(list: AuditList, today: string, session: LegacySession): Promise<Counted> {
    let total = 0;
    for (const word of list.decided) {
      for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
        const answer = await ctx.legacy.call({
          method: 'GET',
          path: list.path,
          query: { status: word, orderBy: list.newestDecidedFirst, pageNo: String(pageNo), pageSize: String(PAGE_SIZE) },
          session,
        });
        const rows = parsed(answer, ZDecidedPage, (wire) => wire.list.map((row) => row.auditDate ?? ''));
        if (!rows.ok) return rows;
        const ofToday = rows.value.filter((at) => at.startsWith(today)).length;
        total += ofToday;
        if (ofToday < rows.value.length || rows.value.length < PAGE_SIZE) break;
      }
    }
    return { ok: true, value: total };
  }

  return async function figures(request: FastifyRequest): Promise<{ ok: true; value: InstituteDesk } | Failure> {
    const session = platformSession(request);
    const menuIds = request.portalSession?.menuIds ?? [];
    const today = shanghaiDay(new Date());
    const seen = [
      ...(menuIds.includes(ACCESS.accountCheck) ? [{ list: REGISTRATIONS, waitingWord: '待审核', key: 'registrationsWaiting' as const }] : []),
      ...(menuIds.includes(ACCESS.passwordResetAudit) ? [{ list: RESETS, waitingWord: '待审核', key: 'resetsWaiting' as const }] : []),
    ];
    const desk: InstituteDesk = { registrationsWaiting: null, resetsWaiting: null, decidedToday: 0 };
    for (const { list, waitingWord, key } of seen) {
      const [open, decided] = await Promise.all([waiting(list, waitingWord, session), decidedToday(list, today, session)]);
      if (!open.ok) return open;
      if (!decided.ok) return decided;
      desk[key] = open.value;
      desk.decidedToday += decided.value;
    }
    return { ok: true, value: desk };
  };
}
