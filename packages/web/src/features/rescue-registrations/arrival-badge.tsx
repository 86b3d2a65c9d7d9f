import { Badge, HStack, Text } from '@chakra-ui/react';
import type { RescueRegistration } from '@portal/contract';
import { useRescueRegistrationText } from './messages';

/** Minutes from the alarm to the arrival; over 30 it is flagged red (超时). */
export function ArrivalBadge({ rescue }: { rescue: Pick<RescueRegistration, 'arrivalMinutes' | 'arrivalLate'> }) {
  const t = useRescueRegistrationText();
  if (rescue.arrivalMinutes === null) return <Text color="gray.500">{t('arrival.pending')}</Text>;
  return (
    <HStack gap="2" data-late={rescue.arrivalLate}>
      <Text as="span">{t('arrival.minutes', { minutes: rescue.arrivalMinutes })}</Text>
      {rescue.arrivalLate && (
        <Badge colorPalette="red" variant="solid" title={t('arrival.lateHint', { minutes: rescue.arrivalMinutes })}>
          {t('arrival.late')}
        </Badge>
      )}
    </HStack>
  );
}
