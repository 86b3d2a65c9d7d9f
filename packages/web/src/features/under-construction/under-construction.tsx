import { Box, Button, Center, EmptyState, Icon, VStack } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n';
import { HOME_PATH } from '../../routes/paths';
import { findRoute } from '../../routes/route-table';

function UnderConstructionNotice({ withHomeLink }: { withHomeLink: boolean }) {
  const { t, routeTitle } = useI18n();
  const { pathname } = useLocation();
  const route = findRoute(pathname);
  const title = route ? routeTitle(route) : pathname;
  return (
    <EmptyState.Root size="lg" data-testid="under-construction">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Icon as={LuConstruction} color="orange.400" boxSize="14" />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title fontSize="xl">{t('construction.title')}</EmptyState.Title>
          <EmptyState.Description>{t('construction.text', { title })}</EmptyState.Description>
        </VStack>
        {withHomeLink && (
          <Button asChild colorPalette="blue" variant="outline" size="sm">
            <RouterLink to={HOME_PATH}>{t('errors.home')}</RouterLink>
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** The page of a route whose screen belongs to a later issue, shown inside the shell. */
export function UnderConstruction() {
  return (
    <Box bg="white" borderRadius="lg" borderWidth="1px" py="16">
      <UnderConstructionNotice withHomeLink={false} />
    </Box>
  );
}

/** The same notice for the public pages, which have no shell around them. */
export function UnderConstructionBare() {
  return (
    <Center minH="100vh" bg="gray.50">
      <UnderConstructionNotice withHomeLink />
    </Center>
  );
}
