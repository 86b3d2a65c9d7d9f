import { Alert, Box, Card, Heading, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuCircle } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n';
import { buildMenu, type MenuItem } from '../../routes/menu';
import { ROUTE_TABLE } from '../../routes/route-table';
import { useUser } from '../../session/session-state';
import { useOrgName } from '../../shell/header/use-org-name';

/** First pages of the role's menu, skipping home itself and external links. */
function shortcutsOf(items: readonly MenuItem[]): MenuItem[] {
  return items
    .flatMap((item) => (item.children ? item.children.slice(0, 2).map((child) => ({ ...child, icon: item.icon })) : [item]))
    .filter((item) => item.name !== 'home' && !item.href)
    .slice(0, 8);
}

/** The work desktop: who is signed in, shortcuts into the role's menu; statistics come later. */
export function HomePage() {
  const { t, routeTitle } = useI18n();
  const user = useUser();
  const orgName = useOrgName(user);
  const shortcuts = useMemo(() => shortcutsOf(buildMenu(ROUTE_TABLE, user.menuIds)), [user.menuIds]);
  return (
    <Stack gap="4" data-testid="home-page">
      <Card.Root
        bgGradient="to-r"
        gradientFrom="blue.600"
        gradientTo="blue.800"
        color="white"
        borderWidth="0"
      >
        <Card.Body gap="2">
          <Heading size="xl">{t('home.greeting', { name: user.name })}</Heading>
          <Text color="blue.100">{t('home.unit', { unit: orgName })}</Text>
          <Text color="blue.100">{t('home.role', { role: user.currentRole.name })}</Text>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('home.shortcuts')}</Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {shortcuts.map((item) => (
              <HStack
                asChild
                key={item.name}
                gap="3"
                p="4"
                borderWidth="1px"
                borderRadius="md"
                _hover={{ borderColor: 'blue.400', color: 'blue.600', bg: 'blue.50' }}
              >
                <RouterLink to={item.path}>
                  <Box p="2" borderRadius="md" bg="blue.50" color="blue.600">
                    <Icon as={item.icon ?? LuCircle} boxSize="5" />
                  </Box>
                  <Text fontSize="sm" fontWeight="medium">
                    {routeTitle(item)}
                  </Text>
                </RouterLink>
              </HStack>
            ))}
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{t('home.statsPending')}</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
