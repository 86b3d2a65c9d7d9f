import { Alert, Button, Stack } from '@chakra-ui/react';
import { LuRotateCw } from 'react-icons/lu';
import { useI18n } from '../i18n/i18n';

/** A page that could not be shown (its chunk did not load, or it failed), with a reload. */
export function PageFailed() {
  const { t } = useI18n();
  return (
    <Alert.Root status="error" borderRadius="md" data-testid="page-failed">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('page.loadFailed')}</Alert.Title>
        <Alert.Description>{t('page.loadFailedText')}</Alert.Description>
      </Stack>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => window.location.reload()} alignSelf="center">
        <LuRotateCw /> {t('page.reload')}
      </Button>
    </Alert.Root>
  );
}
