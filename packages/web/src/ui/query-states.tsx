import { Center, EmptyState, Spinner, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuConstruction, LuInbox } from 'react-icons/lu';
import { toCallFailure } from '../api/problem';
import { useI18n } from '../i18n/i18n';
import { problemText } from '../lib/problem-text';
import { FailureAlert } from './failure-alert';

export function LoadingState({ py = '12' }: { py?: string }) {
  return (
    <Center py={py} data-testid="loading-state">
      <Spinner color="blue.500" />
    </Center>
  );
}

export function EmptyData({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderRadius="md" data-testid="empty-state">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('state.empty')}</EmptyState.Title>
          {children && <EmptyState.Description>{children}</EmptyState.Description>}
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A failed load: what the gateway said (its problem detail), and a way to try again. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <FailureAlert
      title={t('state.loadFailed')}
      text={problemText(error, t('common.serverError'))}
      againLabel={t('state.retry')}
      onAgain={onRetry}
      testId="error-state"
    />
  );
}

/**
 * A 501: the platform does not offer this yet. Nothing failed and a retry cannot help, so it is
 * said quietly, in the platform's own words, instead of as a red load failure.
 */
export function NotOpenState({ error }: { error: unknown }) {
  const { t } = useI18n();
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderRadius="md" data-testid="not-open-state">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuConstruction />
        </EmptyState.Indicator>
        <EmptyState.Description>{problemText(error, t('state.notOpen'))}</EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A detail page opened without naming its record (no `?id=`): say so instead of loading forever. */
export function NoRecordState() {
  const { t } = useI18n();
  return <EmptyData>{t('state.noRecord')}</EmptyData>;
}

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; fetchStatus?: string };

/**
 * Loading, then the error with a retry (a 404 as no data, a 501 as a quiet note), then the content.
 * A query that waits with nothing to fetch (`skipToken`: the page was opened without its record's
 * id) says that no record was named.
 */
export function QueryView({ query, children }: { query: QueryLike; children: () => ReactNode }) {
  if (query.isPending) return query.fetchStatus === 'idle' ? <NoRecordState /> : <LoadingState />;
  const status = query.isError ? toCallFailure(query.error).status : null;
  if (status === 501) return <NotOpenState error={query.error} />;
  // A record that is not there (or not this unit's) will not appear on a retry.
  if (status === 404) return <EmptyData>{problemText(query.error, '')}</EmptyData>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children()}</>;
}
