import { Alert, Button, Center, EmptyState, Spinner, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox, LuRotateCw } from 'react-icons/lu';
import { useEquipmentText } from '../messages';
import { problemText } from './problem-text';

export function LoadingState({ py = '12' }: { py?: string }) {
  return (
    <Center py={py} data-testid="loading-state">
      <Spinner color="blue.500" />
    </Center>
  );
}

export function EmptyData({ children }: { children?: ReactNode }) {
  const t = useEquipmentText();
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
  const t = useEquipmentText();
  return (
    <Alert.Root status="error" borderRadius="md" data-testid="error-state">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('state.loadFailed')}</Alert.Title>
        <Alert.Description>{problemText(error, t('state.serverError'))}</Alert.Description>
      </Stack>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} alignSelf="center">
        <LuRotateCw /> {t('state.retry')}
      </Button>
    </Alert.Root>
  );
}

type QueryLike = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Loading, then the error with a retry, then the content. */
export function QueryView({ query, children }: { query: QueryLike; children: () => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children()}</>;
}
