import { Card, Center, Heading } from '@chakra-ui/react';
import { useErrorEntries } from '../../errors/error-store';
import { useI18n } from '../../i18n/i18n';
import { ErrorTable } from './error-table';
import { ServerErrorLogs } from './server-error-logs';

/** Errors of this browser session (the badge counts them) and the reported ones on the server. */
export function ErrorLogsPage() {
  const { t } = useI18n();
  const entries = useErrorEntries();
  return (
    <>
      <Card.Root mb="4">
        <Card.Header>
          <Heading size="md">{t('errorLog.session')}</Heading>
        </Card.Header>
        <Card.Body>
          {entries.length === 0 ? (
            <Center py="6" color="gray.500" fontSize="sm">
              {t('errorLog.sessionEmpty')}
            </Center>
          ) : (
            <ErrorTable rows={entries.map((entry, index) => ({ ...entry, id: `${entry.time}-${index}` }))} />
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('errorLog.server')}</Heading>
        </Card.Header>
        <Card.Body>
          <ServerErrorLogs />
        </Card.Body>
      </Card.Root>
    </>
  );
}
