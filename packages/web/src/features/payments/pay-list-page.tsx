import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { INSPECTION_KINDS, type InspectionApplicationSummary } from '@portal/contract';
import { useState } from 'react';
import { LuCreditCard, LuFileText } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { inspectionApplicationKeys, useInspectionApplication } from '../../api/queries/inspection-applications';
import { notifyFailure } from '../../lib/notify-failure';
import { EmptyData, LoadingState, QueryView } from '../../ui/query-states';
import { useRecordTagTitle } from '../../lib/page-tag';
import { SectionCard } from '../../ui/section-card';
import { usePaymentText } from './messages';
import { PaymentRefusedNote, standingRefusal } from './payment-refusal';
import { PAY_ORDER_PATH } from './order-state';
import { useI18n } from '../../i18n/i18n';
import { money, useFeeBreakdownText } from '../../ui/fee-text';
import { PlainTable } from '../../ui/plain-table';

const DETAIL_PATH = '/company-service/online-apply-detail';
const AWAITING_PAYMENT = { state: 'awaiting_payment' as const, page: 1, pageSize: 50 };

/**
 * 网上缴费 (`online-apply-pay`, `?id=` to single one out): the unit's applications awaiting payment
 * with their fee breakdown; 支付 opens (or reuses) an order and goes to the scan-to-pay page.
 */
export function PayListPage() {
  const t = usePaymentText();
  const [search] = useSearchParams();
  const only = search.get('id');
  const list = tsr.inspectionApplications.list.useQuery({
    queryKey: inspectionApplicationKeys.list(AWAITING_PAYMENT),
    queryData: { query: AWAITING_PAYMENT },
    meta: { silent: true },
  });
  useRecordTagTitle(only ? list.data?.body.items.find((item) => item.id === only)?.applicationNo : null);
  return (
    <SectionCard title={t('list.title')} testId="pay-list">
      <Text fontSize="sm" color="gray.600" mb="4">
        {t('list.hint')}
      </Text>
      <QueryView query={list}>
        {() => {
          const items = (list.data?.body.items ?? []).filter((item) => !only || item.id === only);
          if (items.length === 0) return <EmptyData>{t('list.empty')}</EmptyData>;
          return (
            <Stack gap="4">
              {items.map((application) => (
                <PayCard key={application.id} application={application} />
              ))}
            </Stack>
          );
        }}
      </QueryView>
    </SectionCard>
  );
}

function PayCard({ application }: { application: InspectionApplicationSummary }) {
  const t = usePaymentText();
  const { label } = useI18n();
  const feeBreakdown = useFeeBreakdownText();
  const navigate = useNavigate();
  const detail = useInspectionApplication(application.id);
  const pay = tsr.inspectionApplications.pay.useMutation({ meta: { silent: true } });
  const [starting, setStarting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    try {
      const order = (await pay.mutateAsync({ params: { id: application.id }, body: { channel: 'wechat' } })).body;
      navigate(`${PAY_ORDER_PATH}?id=${encodeURIComponent(application.id)}&orderNo=${encodeURIComponent(order.orderNo)}`);
    } catch (error) {
      const refusal = standingRefusal(error);
      if (refusal) setRefused(refusal);
      else notifyFailure(error, t('common.serverError'));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="4" data-testid="pay-card" data-application-id={application.id}>
      <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
        <HStack gap="3" wrap="wrap">
          <Text fontFamily="mono" fontWeight="semibold">
            {application.applicationNo}
          </Text>
          <Badge variant="outline">{label(INSPECTION_KINDS, application.kind)}</Badge>
          {application.paymentState === 'paying' && <Badge colorPalette="yellow">{t('orderState.paying')}</Badge>}
        </HStack>
        <HStack gap="3">
          <Text>
            {t('list.fee')}：
            <Text as="span" fontSize="xl" fontWeight="bold" color="red.600" data-testid="pay-amount">
              {money(application.fee)}
            </Text>
          </Text>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`${DETAIL_PATH}?id=${encodeURIComponent(application.id)}`}>
              <LuFileText /> {t('list.detail')}
            </RouterLink>
          </Button>
          {!refused && (
            <Button size="sm" colorPalette="green" loading={starting} onClick={() => void start()} data-testid="pay-start">
              <LuCreditCard /> {application.paymentState === 'paying' ? t('list.continue') : t('list.pay')}
            </Button>
          )}
        </HStack>
      </HStack>
      {refused && (
        <Box mb="3">
          <PaymentRefusedNote text={refused} />
        </Box>
      )}
      {detail.isPending ? (
        <LoadingState py="4" />
      ) : detail.data?.status === 200 ? (
        <PlainTable
          headers={[
            { label: t('list.equipment') },
            { label: t('list.breakdown') },
            { label: t('list.fee'), end: true },
          ]}
        >
          {detail.data.body.items.map((item, index) => (
            <Table.Row key={`${item.registerCode}-${index}`}>
              <Table.Cell>
                {item.equipmentName}
                <Text as="span" color="gray.500" ml="2" fontFamily="mono" fontSize="xs">
                  {item.registerCode}
                </Text>
              </Table.Cell>
              <Table.Cell fontSize="xs" color="gray.600">
                {feeBreakdown(item.feeBreakdown ?? []) || '—'}
              </Table.Cell>
              <Table.Cell textAlign="end">{money(item.fee)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell colSpan={2} fontWeight="medium">
              {t('list.total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="bold">
              {money(application.fee)}
            </Table.Cell>
          </Table.Row>
        </PlainTable>
      ) : null}
    </Box>
  );
}
