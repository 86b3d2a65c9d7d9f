import { Alert, Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_ORDER_STATES, type PaymentOrderState } from '@portal/contract';
import { skipToken, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuArrowLeft, LuDownload, LuExternalLink, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { inspectionApplicationKeys, useInspectionApplication } from '../../api/queries/inspection-applications';
import { dashboardKeys } from '../../api/queries/dashboard';
import { shortDateTime } from '../../lib/dates';
import { notifyFailure } from '../../lib/notify-failure';
import { LinkQrCode } from '../../ui/link-qr-code';
import { EmptyData, QueryView } from '../../ui/query-states';
import { SectionCard } from '../../ui/section-card';
import { useCertificateDownload } from './certificate-download';
import { usePaymentText } from './messages';
import { PaymentRefusedNote, standingRefusal } from './payment-refusal';
import { countdownText, ORDER_STATE_COLOURS, PAY_ORDER_PATH, qrTarget, secondsLeft, SETTLED_ORDER_STATES } from './order-state';
import { useRecordTagTitle } from '../../lib/page-tag';
import { useI18n } from '../../i18n/i18n';

const POLL_MS = 2_000;
const PAY_LIST_PATH = '/company-service/online-apply-pay';
const DETAIL_PATH = '/company-service/online-apply-detail';

/**
 * 扫码支付 (`/pay-code-order?id=&orderNo=`): the order's QR code (the public scan-to-pay page for a
 * phone), the amount and a countdown to its expiry; checkPayMent is polled until the order is paid,
 * failed or expired. Paid: the certificate; failed or expired: a new order.
 */
export function PayOrderPage() {
  const t = usePaymentText();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const orderNo = search.get('orderNo') ?? '';
  const order = tsr.inspectionApplications.paymentOrder.useQuery({
    queryKey: inspectionApplicationKeys.paymentOrder(orderNo),
    queryData: orderNo ? { params: { orderNo } } : skipToken,
    meta: { silent: true },
  });
  useRecordTagTitle(order.data ? orderNo : null);
  if (!id || !orderNo) return <EmptyData>{t('order.noOrder')}</EmptyData>;
  return (
    <QueryView query={order}>
      {() => (order.data ? <OrderView applicationId={id} orderNo={orderNo} amount={order.data.body.amount} payee={order.data.body.payee} payUrl={order.data.body.payUrl} expiresAt={order.data.body.expiresAt} /> : null)}
    </QueryView>
  );
}

type OrderViewProps = { applicationId: string; orderNo: string; amount: number; payee: string; payUrl: string; expiresAt: string };

function OrderView({ applicationId, orderNo, amount, payee, payUrl, expiresAt }: OrderViewProps) {
  const t = usePaymentText();
  const { label } = useI18n();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  const status = tsr.inspectionApplications.paymentStatus.useQuery({
    queryKey: inspectionApplicationKeys.paymentStatus(applicationId),
    queryData: { params: { id: applicationId } },
    meta: { silent: true },
    refetchInterval: (query) => {
      const body = query.state.data?.status === 200 ? query.state.data.body : null;
      return body && body.orderNo === orderNo && body.orderState && SETTLED_ORDER_STATES.includes(body.orderState) ? false : POLL_MS;
    },
  });
  const application = useInspectionApplication(applicationId);
  const pay = tsr.inspectionApplications.pay.useMutation({ meta: { silent: true } });
  const [refused, setRefused] = useState<string | null>(null);
  const certificate = useCertificateDownload(t('order.certificateFailed'));

  const current = status.data?.status === 200 ? status.data.body : null;
  const state: PaymentOrderState = current && current.orderNo === orderNo && current.orderState ? current.orderState : 'paying';
  const settled = SETTLED_ORDER_STATES.includes(state);
  const left = secondsLeft(expiresAt, now);

  useEffect(() => {
    if (settled) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [settled]);

  useEffect(() => {
    if (state !== 'paid') return;
    void client.invalidateQueries({ queryKey: inspectionApplicationKeys.all });
    void client.invalidateQueries({ queryKey: dashboardKeys.all });
  }, [state, client]);

  const retry = async () => {
    try {
      const next = (await pay.mutateAsync({ params: { id: applicationId }, body: { channel: 'wechat' } })).body;
      navigate(`${PAY_ORDER_PATH}?id=${encodeURIComponent(applicationId)}&orderNo=${encodeURIComponent(next.orderNo)}`, { replace: true });
    } catch (error) {
      const refusal = standingRefusal(error);
      if (refusal) setRefused(refusal);
      else notifyFailure(error, t('common.serverError'));
    }
  };

  const applicationNo = application.data?.status === 200 ? application.data.body.applicationNo : '';
  const target = qrTarget(window.location.origin, orderNo, payUrl);

  return (
    <SectionCard
      testId="pay-order"
      title={
        <HStack gap="3">
          <span>{t('order.title')}</span>
          <Badge colorPalette={ORDER_STATE_COLOURS[state]} data-testid="pay-order-state" data-state={state}>
            {label(PAYMENT_ORDER_STATES, state)}
          </Badge>
        </HStack>
      }
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to={PAY_LIST_PATH}>
            <LuArrowLeft /> {t('order.back')}
          </RouterLink>
        </Button>
      }
    >
      <Grid templateColumns={{ base: '1fr', md: refused ? '1fr' : 'auto 1fr' }} gap="8" alignItems="start">
        {/* Refused for good (e.g. online payment not open): the note below stands in for the QR code. */}
        {!refused && (
          <Stack align="center" gap="3" opacity={state === 'paying' ? 1 : 0.35}>
            <Box p="3" borderWidth="1px" borderRadius="md" bg="white">
              <LinkQrCode value={target} size="xl" testId="pay-qr-code" />
            </Box>
            <Text fontSize="sm" color="gray.600">
              {t('order.scan')}
            </Text>
            {state === 'paying' && payUrl && !payUrl.startsWith('weixin://') && (
              <Button asChild size="xs" variant="ghost">
                <a href={target} target="_blank" rel="noopener noreferrer">
                  <LuExternalLink /> {t('order.openLink')}
                </a>
              </Button>
            )}
          </Stack>
        )}
        <Stack gap="4">
          <Box>
            <Text color="gray.600" fontSize="sm">
              {t('order.amount')}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" color="red.600" data-testid="pay-order-amount">
              ¥ {amount.toFixed(2)}
            </Text>
          </Box>
          <Grid templateColumns="7em 1fr" rowGap="2" fontSize="sm">
            <Text color="gray.500">{t('order.applicationNo')}</Text>
            <Text fontFamily="mono">{applicationNo || '—'}</Text>
            <Text color="gray.500">{t('order.orderNo')}</Text>
            <Text fontFamily="mono" data-testid="pay-order-no">
              {orderNo}
            </Text>
            <Text color="gray.500">{t('order.payee')}</Text>
            <Text>{payee}</Text>
            {state === 'paying' && (
              <>
                <Text color="gray.500">{t('order.expiresIn')}</Text>
                <Text fontFamily="mono" fontWeight="semibold" data-testid="pay-order-countdown">
                  {countdownText(left)}
                </Text>
              </>
            )}
          </Grid>
          {state === 'paying' && (
            <Text color="gray.600" fontSize="sm">
              {t('order.waiting')}
            </Text>
          )}
          {state === 'paid' && (
            <Alert.Root status="success" borderRadius="md" data-testid="pay-order-paid">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('order.paid')}</Alert.Title>
                {current?.paidAt && <Alert.Description>{t('order.paidAt', { at: shortDateTime(current.paidAt) })}</Alert.Description>}
              </Alert.Content>
            </Alert.Root>
          )}
          {refused && <PaymentRefusedNote text={refused} />}
          {(state === 'failed' || state === 'expired' || state === 'closed') && !refused && (
            <Alert.Root status="warning" borderRadius="md" data-testid="pay-order-ended">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{t(state === 'failed' ? 'order.failed' : state === 'expired' ? 'order.expired' : 'order.closed')}</Alert.Title>
            </Alert.Root>
          )}
          <HStack gap="3" wrap="wrap">
            {state === 'paid' && (
              <Button colorPalette="blue" loading={certificate.busy} onClick={() => void certificate.download(applicationId, `缴费凭证-${applicationNo}.pdf`)} data-testid="pay-certificate">
                <LuDownload /> {t('order.certificate')}
              </Button>
            )}
            {(state === 'failed' || state === 'expired' || state === 'closed') && !refused && (
              <Button colorPalette="green" loading={pay.isPending} onClick={() => void retry()} data-testid="pay-retry">
                <LuRefreshCw /> {t('order.retry')}
              </Button>
            )}
            <Button asChild variant="outline">
              <RouterLink to={`${DETAIL_PATH}?id=${encodeURIComponent(applicationId)}`}>{t('order.toDetail')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Grid>
    </SectionCard>
  );
}
