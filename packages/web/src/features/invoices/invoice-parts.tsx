import { Badge, Button, Table } from '@chakra-ui/react';
import { contract, INVOICE_STATES, type Invoice, type InvoiceLine } from '@portal/contract';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { downloadFile, saveBlob } from '../../lib/download';
import { useDownloadFailure } from '../../lib/use-download-failure';
import { useInvoicesText } from './messages';
import { useI18n } from '../../i18n/i18n';

const STATE_COLOURS: Record<Invoice['state'], string> = { not_issued: 'orange', issued: 'green', voided: 'gray' };

/** 未开 / 已开 / 作废. */
export function InvoiceStateBadge({ state }: { state: Invoice['state'] }) {
  const { label } = useI18n();
  return (
    <Badge colorPalette={STATE_COLOURS[state]} data-testid="invoice-state">
      {label(INVOICE_STATES, state)}
    </Badge>
  );
}

export const invoiceDetailPath = (id: string): string => `/company-service/invoice-detail?id=${encodeURIComponent(id)}`;

export const yuan = (amount: number): string => amount.toFixed(2);

/** The PDF of an issued (or voided) invoice, under the Chinese file name the server gives. */
export function InvoiceDownloadButton({
  invoice,
  institute = false,
  size = 'xs',
  compact = false,
}: {
  invoice: Invoice;
  institute?: boolean;
  size?: 'xs' | 'sm';
  /** The icon only (named for screen readers), for a crowded actions column. */
  compact?: boolean;
}) {
  const t = useInvoicesText();
  const [busy, setBusy] = useState(false);
  const onFailure = useDownloadFailure(t('download.failed'));
  if (!invoice.invoiceNo) return null;
  const route = institute ? contract.invoices.instituteDownload : contract.invoices.download;
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadFile(route.path.replace(':id', encodeURIComponent(invoice.id)), () => undefined, t('download.failed'));
      saveBlob(file.blob, file.fileName ?? `电子发票_${invoice.invoiceNo}.pdf`);
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size={size}
      variant="outline"
      colorPalette="blue"
      loading={busy}
      onClick={() => void download()}
      aria-label={t('download.action')}
      title={compact ? t('download.action') : undefined}
      data-testid="invoice-download"
    >
      <LuDownload />
      {compact ? null : t('download.action')}
    </Button>
  );
}

/** 开票明细: one row per charged item. */
export function InvoiceLinesTable({ lines, total }: { lines: readonly InvoiceLine[]; total: number }) {
  const t = useInvoicesText();
  return (
    <Table.Root size="sm" variant="outline" data-testid="invoice-lines">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="12">#</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.detail')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.amount')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={4} color="gray.500">
              {t('lines.empty')}
            </Table.Cell>
          </Table.Row>
        ) : (
          lines.map((line, index) => (
            <Table.Row key={`${index}-${line.detail}`}>
              <Table.Cell>{index + 1}</Table.Cell>
              <Table.Cell>{line.name}</Table.Cell>
              <Table.Cell>{line.detail || '—'}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">
                {yuan(line.amount)}
              </Table.Cell>
            </Table.Row>
          ))
        )}
        <Table.Row fontWeight="semibold">
          <Table.Cell colSpan={3} textAlign="end">
            {t('lines.total')}
          </Table.Cell>
          <Table.Cell textAlign="end" fontFamily="mono" data-testid="invoice-total">
            ¥{yuan(total)}
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}
