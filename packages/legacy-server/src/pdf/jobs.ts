import type { WireReportType } from '@portal/legacy-protocol';
import { drawDeclarationPdf } from '../resources/conformity-declarations/pdf.js';
import type { ConformityDeclarationRow } from '../resources/conformity-declarations/table.js';
import { drawUseSignsPdf } from '../resources/elevator-use-signs/sign-pdf.js';
import type { UseSign } from '../resources/elevator-use-signs/store.js';
import { drawInvoicePdf, type InvoicePdfOptions } from '../resources/invoices/pdf.js';
import type { InvoiceRow } from '../resources/invoices/table.js';
import { drawPayCertificatePdf, type CertificateData } from '../resources/payments/certificate.js';
import { drawReportPdf, type ReportSource } from '../resources/reports/files.js';

/**
 * The documents a PDF worker draws, by name, each with arguments a structured clone carries
 * (plain data and Dates): the callers send a job's name and arguments to the pool (pool.ts), the
 * worker (worker.ts) runs the function here.
 */
export const PDF_JOBS = {
  report: (source: ReportSource, type: WireReportType, createdAt: Date) => drawReportPdf(source, type, createdAt),
  useSigns: (signs: readonly UseSign[], origin: string, now: Date) => drawUseSignsPdf(signs, origin, now),
  invoice: (invoice: InvoiceRow, options: InvoicePdfOptions) => drawInvoicePdf(invoice, options),
  payCertificate: (data: CertificateData) => drawPayCertificatePdf(data),
  conformityDeclaration: (row: ConformityDeclarationRow, unitName: string) => drawDeclarationPdf(row, unitName),
} satisfies Record<string, (...args: never[]) => Promise<Buffer>>;

export type PdfJobs = typeof PDF_JOBS;
export type PdfJobName = keyof PdfJobs;

/** What crosses to a worker: the job's name and its arguments. */
export type PdfJob<K extends PdfJobName = PdfJobName> = { name: K; args: Parameters<PdfJobs[K]> };

/** Runs a job on this thread. */
export function runPdfJob<K extends PdfJobName>(job: PdfJob<K>): Promise<Buffer> {
  const draw = PDF_JOBS[job.name] as (...args: Parameters<PdfJobs[K]>) => Promise<Buffer>;
  return draw(...job.args);
}
