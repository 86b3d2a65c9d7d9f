import { Button, HStack, Stack } from '@chakra-ui/react';
import { ZInvoiceTitleBodySchema, type Invoice, type InvoiceDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { invoiceKeys, useInvoice } from '../../api/queries/invoices';
import { useInvoiceTitles } from '../../api/queries/public';
import { shortDateTime } from '../../lib/dates';
import { FormFrame, TextField, useContractForm } from '../../ui/form';
import { InfoGrid } from '../../ui/info-grid';
import { linkColumn, listFrame, ListPage, RowLink, useListQuery, type ColumnDef } from '../../ui/list-page';
import { SectionCard } from '../../ui/section-card';
import { notify } from '../../ui/toaster';
import { InvoiceDownloadButton, invoiceDetailPath, InvoiceLinesTable, InvoiceStateBadge, yuan } from './invoice-parts';
import { INVOICE_LIST } from './list-params';
import { useInvoicesText, type InvoicesTextKey } from './messages';
import { RecordTitle } from '../../ui/record-title';
import { RecordPage, useRecordId } from '../../ui/record-page';
import { InfoNote } from '../../ui/info-note';

const COLUMNS: readonly ColumnDef<Invoice, InvoicesTextKey>[] = [
  linkColumn({ key: 'invoiceNo', header: 'field.invoiceNo', sortKey: 'invoiceNo', mono: true, to: (item) => invoiceDetailPath(item.id), text: (item) => item.invoiceNo || '—' }),
  { key: 'title', header: 'field.title', sortKey: 'title', cell: (item) => item.title || '—', wrap: true, minW: '40' },
  { key: 'taxNo', header: 'field.taxNo', mono: true, cell: (item) => item.taxNo || '—' },
  { key: 'amount', header: 'field.amount', sortKey: 'amount', align: 'end', mono: true, cell: (item) => yuan(item.amount) },
  { key: 'applicationNo', header: 'field.applicationNo', sortKey: 'applicationNo', mono: true, cell: (item) => item.applicationNo ?? '—' },
  { key: 'state', header: 'field.state', sortKey: 'state', cell: (item) => <InvoiceStateBadge state={item.state} /> },
  { key: 'issuedAt', header: 'field.issuedAt', sortKey: 'issuedAt', cell: (item) => item.issuedAt ?? '—' },
];

/** 发票查询 (/company-service/invoice-query): the unit's invoices, with the PDF of each issued one. */
export function InvoiceQueryPage() {
  const t = useInvoicesText();
  const { list, result } = useListQuery(INVOICE_LIST, tsr.invoices.list, invoiceKeys.list);
  return (
    <ListPage
      {...listFrame(list, result, t, 'query')}
      testIdStem="invoice"
      testId="invoice-query"
      columns={COLUMNS}
      empty={t('query.empty')}
      actions={(item) => (
        <HStack gap="2">
          <RowLink to={invoiceDetailPath(item.id)}>{t('common.view')}</RowLink>
          <InvoiceDownloadButton invoice={item} />
        </HStack>
      )}
    />
  );
}

/** 发票详情 (/company-service/invoice-detail?id=): the invoice, its lines, the PDF; the title form while 未开. */
export function InvoiceDetailPage() {
  const t = useInvoicesText();
  const id = useRecordId();
  const detail = useInvoice(id);
  return (
    // The application it bills: a 20-digit invoice number cut short is only its shared prefix.
    <RecordPage id={id} query={detail} noIdText={t('detail.noId')} tag={(record) => record.applicationNo || record.title}>
      {(record) => <InvoiceView invoice={record} />}
    </RecordPage>
  );
}

export function InvoiceFacts({ invoice, withUnit = false }: { invoice: InvoiceDetail; withUnit?: boolean }) {
  const t = useInvoicesText();
  return (
    <InfoGrid
      columns={2}
      items={[
        { key: 'invoiceNo', label: t('field.invoiceNo'), value: invoice.invoiceNo },
        { key: 'issuedAt', label: t('field.issuedAt'), value: invoice.issuedAt },
        ...(withUnit ? [{ key: 'unitName', label: t('field.unitName'), value: invoice.unitName }] : []),
        { key: 'title', label: t('field.title'), value: invoice.title },
        { key: 'taxNo', label: t('field.taxNo'), value: invoice.taxNo },
        { key: 'amount', label: t('field.amount'), value: yuan(invoice.amount) },
        { key: 'applicationNo', label: t('field.applicationNo'), value: invoice.applicationNo },
        { key: 'orderNo', label: t('field.orderNo'), value: invoice.orderNo },
        { key: 'seller', label: t('field.seller'), value: invoice.sellerName },
        { key: 'sellerTaxNo', label: t('field.sellerTaxNo'), value: invoice.sellerTaxNo },
        ...(invoice.state === 'voided'
          ? [
              { key: 'voidedAt', label: t('field.voidedAt'), value: shortDateTime(invoice.voidedAt) },
              { key: 'voidReason', label: t('field.voidReason'), value: invoice.voidReason },
            ]
          : []),
      ]}
    />
  );
}

function InvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const t = useInvoicesText();
  return (
    <Stack gap="4">
      <SectionCard
        testId="invoice-detail"
        title={
          <RecordTitle title={t('detail.title')}>
            <InvoiceStateBadge state={invoice.state} />
          </RecordTitle>
        }
        actions={
          <HStack gap="2">
            <InvoiceDownloadButton invoice={invoice} size="sm" />
            <Button asChild size="sm" variant="ghost">
              <RouterLink to="/company-service/invoice-query">{t('back.list')}</RouterLink>
            </Button>
          </HStack>
        }
      >
        {invoice.state === 'voided' ? (
          <InfoNote status="warning" mb="4" testId="invoice-voided">{t('detail.voidedHint', { reason: invoice.voidReason ?? '' })}</InfoNote>
        ) : null}
        <InvoiceFacts invoice={invoice} />
      </SectionCard>
      {invoice.state === 'not_issued' ? <InvoiceTitleForm invoice={invoice} /> : null}
      <SectionCard title={t('lines.title')}>
        <InvoiceLinesTable lines={invoice.lines} total={invoice.amount} />
      </SectionCard>
    </Stack>
  );
}

/** The title of an invoice not issued yet; saving issues it. Known titles come from the platform's lookup. */
function InvoiceTitleForm({ invoice }: { invoice: InvoiceDetail }) {
  const t = useInvoicesText();
  const client = useQueryClient();
  const mutation = tsr.invoices.updateTitle.useMutation({ meta: { silent: true } });
  const contractForm = useContractForm(ZInvoiceTitleBodySchema, { defaultValues: { title: '', taxNo: '' } });
  const [keyword, setKeyword] = useState('');
  const titles = useInvoiceTitles(keyword);
  const save = contractForm.handle(async (checked) => {
    const response = await mutation.mutateAsync({ params: { id: invoice.id }, body: checked });
    client.setQueryData(invoiceKeys.detail(invoice.id), response);
    void client.invalidateQueries({ queryKey: invoiceKeys.lists() });
    notify('success', t('title.saved'));
  });
  const { setValue, getValues } = contractForm.form;
  return (
    <SectionCard title={t('title.section')} testId="invoice-title-form">
      <InfoNote mb="4">{t('detail.notIssuedHint')}</InfoNote>
      <FormFrame form={contractForm}>
        <Stack gap="4" maxW="2xl">
          <TextField name="title" label={t('field.title')} maxLength={100} />
          <TextField name="taxNo" label={t('field.taxNo')} maxLength={20} />
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" onClick={() => setKeyword(String(getValues('title') ?? '').trim())} data-testid="invoice-title-search">
              {t('title.search')}
            </Button>
            {(titles.data?.body.items ?? []).map((title) => (
              <Button
                key={`${title.name}-${title.taxNo}`}
                size="xs"
                variant="ghost"
                onClick={() => {
                  setValue('title', title.name, { shouldValidate: true, shouldDirty: true });
                  setValue('taxNo', title.taxNo, { shouldValidate: true, shouldDirty: true });
                }}
                data-testid="invoice-title-option"
              >
                {title.name}　{title.taxNo}
              </Button>
            ))}
          </HStack>
          <HStack>
            <Button size="sm" colorPalette="blue" loading={mutation.isPending} onClick={() => void save()} data-testid="invoice-title-save">
              {t('title.save')}
            </Button>
          </HStack>
        </Stack>
      </FormFrame>
    </SectionCard>
  );
}
