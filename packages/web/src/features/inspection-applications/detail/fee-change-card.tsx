import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { InspectionApplicationDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LuCircleCheck } from 'react-icons/lu';
import { tsr } from '../../../api/client';
import { inspectionApplicationKeys } from '../../../api/queries/inspection-applications';
import { shortDateTime } from '../../../lib/dates';
import { notifyFailure } from '../../../lib/notify-failure';
import { notify } from '../../../ui/toaster';
import { useInspectionApplicationText } from '../messages';

/** Whether the unit still has to accept the fee pre-review changed before it may pay. */
export const awaitsFeeAcceptance = (application: InspectionApplicationDetail): boolean =>
  application.feeChange !== null && application.feeChange.acceptedAt === null;

/**
 * The fee pre-review changed: from what to what and why, and — until the unit accepts it — the button
 * that accepts it (the payment waits for it). Accepted, it stays as a record of the change.
 */
export function FeeChangeCard({ application, canAccept }: { application: InspectionApplicationDetail; canAccept: boolean }) {
  const t = useInspectionApplicationText();
  const client = useQueryClient();
  const accept = tsr.inspectionApplicationActions.acceptFee.useMutation({ meta: { silent: true } });
  const change = application.feeChange;
  if (!change) return null;
  const waiting = change.acceptedAt === null && application.state === 'awaiting_payment';
  const doAccept = async () => {
    try {
      await accept.mutateAsync({ params: { id: application.id }, body: {} });
      notify('success', t('detail.feeAccepted'));
      void client.invalidateQueries({ queryKey: inspectionApplicationKeys.all });
    } catch (error) {
      notifyFailure(error, t('common.serverError'));
    }
  };
  return (
    <Alert.Root status={waiting ? 'warning' : 'info'} mb="4" borderRadius="md" data-testid="fee-change">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('detail.feeChanged', { from: change.quotedFee.toFixed(2), to: (application.fee ?? 0).toFixed(2) })}</Alert.Title>
        <Text fontSize="sm">{t('detail.feeChangeReason', { reason: change.reason })}</Text>
        <Text fontSize="xs" color="gray.600">
          {change.acceptedAt
            ? t('detail.feeAcceptedAt', { changed: shortDateTime(change.changedAt), accepted: shortDateTime(change.acceptedAt) })
            : t('detail.feeChangedAt', { changed: shortDateTime(change.changedAt) })}
        </Text>
        {waiting && canAccept && (
          <HStack>
            <Button size="sm" colorPalette="orange" loading={accept.isPending} onClick={() => void doAccept()} data-testid="accept-fee">
              <LuCircleCheck /> {t('detail.acceptFee')}
            </Button>
            <Text fontSize="xs" color="gray.600">
              {t('detail.acceptFeeHint')}
            </Text>
          </HStack>
        )}
      </Stack>
    </Alert.Root>
  );
}
