import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ZInvoiceVoidBodySchema, type Invoice } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { tsr } from '../../api/client';
import { invoiceKeys } from '../../api/queries/invoices';
import { DialogButtons, DialogFrame } from '../../ui/dialog';
import { FormFrame, TextareaField, useContractForm } from '../../ui/form';
import { listFrame, ListPage, useListQuery, type ColumnDef } from '../../ui/list-page';
import { notify } from '../../ui/toaster';
import { InvoiceDownloadButton, InvoiceStateBadge, yuan } from './invoice-parts';
import { INVOICE_REVIEW_LIST } from './list-params';
import { useInvoicesText, type InvoicesTextKey } from './messages';

const COLUMNS: readonly ColumnDef<Invoice, InvoicesTextKey>[] = [
  { key: 'invoiceNo', header: 'field.invoiceNo', sortKey: 'invoiceNo', mono: true, cell: (item) => item.invoiceNo || '—' },
  { key: 'unitName', header: 'field.unitName', cell: (item) => item.unitName ?? '—', wrap: true, minW: '32' },
  { key: 'title', header: 'field.title', sortKey: 'title', cell: (item) => item.title || '—', wrap: true, minW: '32' },
  { key: 'amount', header: 'field.amount', sortKey: 'amount', align: 'end', mono: true, cell: (item) => yuan(item.amount) },
  { key: 'applicationNo', header: 'field.applicationNo', sortKey: 'applicationNo', mono: true, cell: (item) => item.applicationNo ?? '—' },
  { key: 'state', header: 'field.state', sortKey: 'state', cell: (item) => <InvoiceStateBadge state={item.state} /> },
  { key: 'issuedAt', header: 'field.issuedAt', sortKey: 'issuedAt', cell: (item) => item.issuedAt ?? '—' },
  { key: 'voidReason', header: 'field.voidReason', cell: (item) => item.voidReason ?? '—', wrap: true, minW: '24' },
];

/** 发票管理 (/inspection-review/invoices): every unit's invoices; a reviewer voids one with the reason. */
export function InvoiceReviewPage() {
  const t = useInvoicesText();
  const { list, result } = useListQuery(INVOICE_REVIEW_LIST, tsr.invoices.instituteList, invoiceKeys.instituteList);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  return (
    <>
      <ListPage
        {...listFrame(list, result, t, 'review')}
        testIdStem="invoice-review"
        columns={COLUMNS}
        empty={t('review.empty')}
        actions={(item) => (
          <HStack gap="2">
            <InvoiceDownloadButton invoice={item} institute compact />
            {item.state !== 'voided' ? (
              <Link as="button" color="red.600" onClick={() => setVoiding(item)} data-testid="invoice-void">
                {t('void.action')}
              </Link>
            ) : null}
          </HStack>
        )}
      />
      {voiding ? <VoidDialog invoice={voiding} onClose={() => setVoiding(null)} /> : null}
    </>
  );
}

function VoidDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useInvoicesText();
  const client = useQueryClient();
  const mutation = tsr.invoices.void.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZInvoiceVoidBodySchema, { defaultValues: { reason: '' } });
  const submit = contractForm.handle(async (checked) => {
    await mutation.mutateAsync({ params: { id: invoice.id }, body: checked });
    void client.invalidateQueries({ queryKey: invoiceKeys.all });
    notify('success', t('void.done'));
    onClose();
  });
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={t('void.title')}
      testId="invoice-void-dialog"
      size="sm"
      placement="center"
      footer={<DialogButtons onCancel={onClose} onConfirm={() => void submit()} confirmLabel={t('void.confirm')} danger pending={mutation.isPending} />}
    >
      <FormFrame form={contractForm} requiredMarks={false}>
        <Stack gap="3">
          <Text fontSize="sm">
            {t('field.invoiceNo')}：{invoice.invoiceNo || '—'}　{invoice.title}　¥{yuan(invoice.amount)}
          </Text>
          <Text fontSize="sm" color="gray.500">
            {t('void.hint')}
          </Text>
          <TextareaField name="reason" label={t('field.voidReason')} maxLength={200} />
        </Stack>
      </FormFrame>
    </DialogFrame>
  );
}
