import { createHash } from 'node:crypto';
import type { WireReportType } from '@portal/legacy-protocol';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { equipment, units, users } from '../../db/schema';
import { rectificationOf } from '../inspection-processing/rectification';
import { reportPdf } from './files';
import { reportFileTypes } from './store';
import { reportDocuments, reports, type ReportRow } from './table';

/** One report file as kept: its bytes and their SHA-256 (hex). */
export type ReportDocument = { content: Buffer; sha256: string };

async function keptDocument(db: Db, reportId: string, type: WireReportType): Promise<ReportDocument | null> {
  const [kept] = await db
    .select({ content: reportDocuments.content, sha256: reportDocuments.sha256 })
    .from(reportDocuments)
    .where(and(eq(reportDocuments.reportId, reportId), eq(reportDocuments.fileType, type)));
  return kept ?? null;
}

async function nameOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}

async function numberOf(db: Db, reportId: string | null): Promise<string | null> {
  if (!reportId) return null;
  const [row] = await db.select({ reportNo: reports.reportNo }).from(reports).where(eq(reports.id, reportId));
  return row?.reportNo ?? null;
}

async function renderedFile(db: Db, report: ReportRow, type: WireReportType, origin: string, sample: boolean): Promise<Buffer | null> {
  const [unit] = await db.select().from(units).where(eq(units.id, report.unitId));
  if (!unit) return null;
  const [file] = report.equipmentId ? await db.select().from(equipment).where(eq(equipment.id, report.equipmentId)) : [];
  const rectification = type === 'YJTZS' && report.applicationId ? await rectificationOf(db, report.applicationId) : null;
  const people = { recorder: await nameOf(db, report.recordedBy), approver: await nameOf(db, report.issuedBy) };
  const supersedes = await numberOf(db, report.supersedes);
  return reportPdf({ report, equipment: file ?? null, unit, rectifyDeadline: rectification?.deadline ?? null, people, origin, supersedes, sample }, type);
}

/**
 * The report's file: the kept one, or rendered now and kept. Two first downloads at once both render,
 * one row wins (the primary key) and both answer the winner's bytes, so there is never a second version.
 * `db` is a transaction when the file is kept with the write that issues the report (versions.ts).
 */
export async function reportDocument(
  context: Pick<AppContext, 'db' | 'samples'>,
  report: ReportRow,
  type: WireReportType,
  origin: string,
  db: Db = context.db,
): Promise<ReportDocument | null> {
  const kept = await keptDocument(db, report.id, type);
  if (kept) return kept;
  const content = await renderedFile(db, report, type, origin, context.samples);
  if (!content) return null;
  const sha256 = createHash('sha256').update(content).digest('hex');
  // Base64 crosses PGlite's boundary faster than a bytea parameter (attachments/store.ts).
  await db
    .insert(reportDocuments)
    .values({ reportId: report.id, fileType: type, content: sql`decode(${content.toString('base64')}, 'base64')`, sha256 })
    .onConflictDoNothing();
  return keptDocument(db, report.id, type);
}

/** Renders and keeps every file of the application's issued reports: the documents exist from the moment of issue. */
export async function keepIssuedDocuments(context: AppContext, applicationId: string, origin: string): Promise<void> {
  const issued = await context.db
    .select()
    .from(reports)
    .where(and(eq(reports.applicationId, applicationId), isNotNull(reports.issuedAt)));
  for (const report of issued) {
    for (const type of reportFileTypes(report.conclusion)) await reportDocument(context, report, type, origin);
  }
}

/** The kept files' SHA-256 of an issued report, rendering those not kept yet (a report issued before). */
export async function documentDigests(context: AppContext, report: ReportRow, origin: string): Promise<{ fileType: WireReportType; sha256: string }[]> {
  const digests: { fileType: WireReportType; sha256: string }[] = [];
  for (const type of reportFileTypes(report.conclusion)) {
    const document = await reportDocument(context, report, type, origin);
    if (document) digests.push({ fileType: type, sha256: document.sha256 });
  }
  return digests;
}
