import { Alert, Badge, Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_ORDER_STATES } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { inspectionApplicationKeys } from '../../api/queries/inspection-applications';
import { ScannedRecordCard, scannedReadOptions } from '../../ui/public-phone-card';
import { usePaymentText } from './messages';
import { ORDER_STATE_COLOURS, SETTLED_ORDER_STATES } from './order-state';
import { useI18n } from '../../i18n/i18n';

const POLL_MS = 3_000;

/**
 * /pay-codeWW?orderNo=…: what the QR code opens on a phone (390 px wide). Without a session it shows
 * the one order and nothing else — amount, payee, item, state — and 去支付 to the provider's page.
 */
export function PayPublicPage() {
  const t = usePaymentText();
  const { label } = useI18n();
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo') ?? '';
  const order = tsr.inspectionApplications.paymentOrder.useQuery({
    ...scannedReadOptions(inspectionApplicationKeys.publicPaymentOrder(orderNo), orderNo ? { params: { orderNo } } : null),
    refetchInterval: (query) => {
      const body = query.state.data?.status === 200 ? query.state.data.body : null;
      return body && SETTLED_ORDER_STATES.includes(body.state) ? false : POLL_MS;
    },
  });

  return (
    <ScannedRecordCard text={t} group="public" code={orderNo} read={order} noticeTestId="pay-public-notice">
      {(current) => (
        <Stack gap="5" data-testid="pay-public">
          <Box textAlign="center" py="4">
            <Text color="gray.600" fontSize="sm">
              {current.item}
            </Text>
            <Text fontSize="4xl" fontWeight="bold" data-testid="pay-public-amount">
              ¥ {current.amount.toFixed(2)}
            </Text>
            <Badge colorPalette={ORDER_STATE_COLOURS[current.state]} data-testid="pay-public-state" data-state={current.state}>
              {label(PAYMENT_ORDER_STATES, current.state)}
            </Badge>
          </Box>
          <Grid templateColumns="6em 1fr" rowGap="2" fontSize="sm">
            <Text color="gray.500">{t('public.payee')}</Text>
            <Text>{current.payee}</Text>
            <Text color="gray.500">{t('public.item')}</Text>
            <Text>{current.item}</Text>
            <Text color="gray.500">{t('public.orderNo')}</Text>
            <Text fontFamily="mono" wordBreak="break-all">
              {current.orderNo}
            </Text>
            <Text color="gray.500">{t('public.expiresAt')}</Text>
            <Text>{current.expiresAt.slice(0, 16)}</Text>
          </Grid>
          {current.state === 'paying' && current.payUrl && (
            <Button asChild size="lg" colorPalette="green" width="full" data-testid="pay-public-go">
              <a href={current.payUrl}>{t('public.pay')}</a>
            </Button>
          )}
          {current.state === 'paid' && <Notice status="success" text={t('public.paid')} />}
          {current.state !== 'paying' && current.state !== 'paid' && <Notice text={t('public.ended')} />}
        </Stack>
      )}
    </ScannedRecordCard>
  );
}

function Notice({ text, status = 'warning' }: { text: string; status?: 'warning' | 'success' }) {
  return (
    <Alert.Root status={status} borderRadius="md" data-testid="pay-public-notice">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{text}</Alert.Title>
    </Alert.Root>
  );
}
