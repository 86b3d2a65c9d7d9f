import { Badge, Box, Grid, Stack, Text } from '@chakra-ui/react';
import { INSPECTION_CONCLUSIONS } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { tsr } from '../../api/client';
import { elevatorUseSignKeys } from '../../api/queries/elevator-use-signs';
import { ScannedRecordCard, scannedReadOptions } from '../../ui/public-phone-card';
import { useElevatorUseSignsText } from './messages';
import { useI18n } from '../../i18n/i18n';

/**
 * /elevator-status?code=…: what a use sign's QR code opens on a phone (390 px). No session; only what
 * the sign itself shows — category, use unit, next inspection date (overdue or not), last conclusion,
 * maintenance unit and phone, 96333.
 */
export function ElevatorStatusPage() {
  const t = useElevatorUseSignsText();
  const { category, known } = useI18n();
  const [search] = useSearchParams();
  const code = (search.get('code') ?? '').trim();
  const status = tsr.elevatorUseSigns.publicStatus.useQuery(scannedReadOptions(elevatorUseSignKeys.publicStatus(code), code ? { query: { code } } : null));

  return (
    <ScannedRecordCard text={t} group="status" code={code} read={status} noticeTestId="elevator-status-notice">
      {(current) => (
        <Stack gap="5" data-testid="elevator-status">
          <Box textAlign="center" py="2">
            <Text color="gray.600" fontSize="sm">
              {category(current.categoryName)} · {category(current.subTypeName)}
            </Text>
            <Text fontFamily="mono" fontSize="lg" fontWeight="bold" wordBreak="break-all" data-testid="elevator-status-code">
              {current.registerCode}
            </Text>
            <Badge mt="2" colorPalette={current.overdue ? 'red' : 'green'} data-testid="elevator-status-state" data-overdue={current.overdue}>
              {current.overdue ? t('status.overdue') : t('status.valid')}
            </Badge>
          </Box>
          <Grid templateColumns="7em 1fr" rowGap="2" fontSize="sm">
            <Text color="gray.500">{t('status.unit')}</Text>
            <Text>{current.unitName}</Text>
            <Text color="gray.500">{t('status.nextCheckDate')}</Text>
            <Text color={current.overdue ? 'red.600' : undefined}>{current.nextCheckDate ?? '—'}</Text>
            <Text color="gray.500">{t('status.conclusion')}</Text>
            <Text>{current.lastConclusion ? known(INSPECTION_CONCLUSIONS, current.lastConclusion) : '—'}</Text>
            <Text color="gray.500">{t('status.maintenanceUnit')}</Text>
            <Text>{current.maintenanceUnit || '—'}</Text>
            <Text color="gray.500">{t('status.maintenancePhone')}</Text>
            <Text>{current.maintenancePhone ? <a href={`tel:${current.maintenancePhone}`}>{current.maintenancePhone}</a> : '—'}</Text>
          </Grid>
          <Box textAlign="center" bg="red.50" borderRadius="md" py="3">
            <Text fontSize="sm" color="gray.600">
              {t('status.rescue')}
            </Text>
            <Text fontSize="3xl" fontWeight="bold" color="red.600">
              <a href={`tel:${current.rescuePhone}`}>{current.rescuePhone}</a>
            </Text>
          </Box>
        </Stack>
      )}
    </ScannedRecordCard>
  );
}
