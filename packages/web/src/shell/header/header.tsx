import { Box, Flex, HStack, Image, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@portal/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { readStoredLocale, useI18n } from '../../i18n/i18n';
import { HOME_PATH } from '../../routes/paths';
import { ErrorBadge } from './error-badge';
import { MessageBadge } from './message-badge';
import { FullscreenToggle } from './fullscreen-toggle';
import { ReloadButton } from './reload-button';
import { useOrgName } from './use-org-name';
import { UserMenu } from './user-menu';

export const HEADER_HEIGHT = '60px';

const fullDates = new Map<string, Intl.DateTimeFormat>();

/**
 * The long date format of a locale, made once: building one loads the locale's calendar data,
 * which costs tens of milliseconds on the first render of the shell.
 */
function fullDate(locale: string): Intl.DateTimeFormat {
  let format = fullDates.get(locale);
  if (!format) {
    // Beijing's day, the product's business day, not the browser's (docs/architecture.md).
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'Asia/Shanghai' });
    fullDates.set(locale, format);
  }
  return format;
}

// Made when the shell's code loads (ahead of sign-in), not while the work desktop first renders.
fullDate(readStoredLocale());

function DateLine({ orgName }: { orgName: string }) {
  const { t, locale } = useI18n();
  const today = fullDate(locale).format(new Date());
  return (
    <Text fontSize="sm" color="blue.100" display={{ base: 'none', lg: 'block' }} data-testid="welcome-line">
      {today}　{orgName ? t('header.welcome', { name: orgName }) : t('header.welcomeNameless')}
    </Text>
  );
}

type HeaderProps = {
  user: CurrentUser;
  activeTagKey: string;
  /** The phone's menu button (and its drawer), first in the header; hidden from md up. */
  menuButton?: ReactNode;
};

/**
 * The dark header. On a phone (below md) it holds the menu button, the product title and the unit
 * below it, each cut with an ellipsis and whole in its title, the bell, the error badge once there
 * are errors, and the user menu; desktop widths keep the logo, the date line and every button.
 */
export function Header({ user, activeTagKey, menuButton }: HeaderProps) {
  const { productTitle } = useI18n();
  const orgName = useOrgName(user);
  return (
    <Flex
      as="header"
      h={HEADER_HEIGHT}
      flexShrink={0}
      align="center"
      justify="space-between"
      gap={{ base: '1', md: '0' }}
      px={{ base: '2', md: '4' }}
      bgGradient="to-r"
      gradientFrom="brand.sider"
      gradientTo="brand.header"
      color="white"
      boxShadow="0 1px 4px rgba(0, 21, 41, 0.35)"
      zIndex="docked"
    >
      <HStack gap="1" minW="0">
        {menuButton}
        <HStack asChild gap="3" minW="0">
          <RouterLink to={HOME_PATH}>
            <Image src="/logo.svg" alt="" boxSize="8" display={{ base: 'none', md: 'block' }} />
            <Box minW="0">
              <Text
                as="h1"
                fontSize={{ base: 'md', md: 'lg' }}
                fontWeight="semibold"
                letterSpacing="wide"
                truncate
                title={productTitle}
                data-testid="product-title"
              >
                {productTitle}
              </Text>
              <Text
                fontSize="xs"
                color="blue.100"
                truncate
                title={orgName}
                display={{ base: 'block', lg: 'none' }}
                data-testid="header-unit"
              >
                {orgName}
              </Text>
            </Box>
          </RouterLink>
        </HStack>
      </HStack>
      <HStack gap="1" flexShrink={0}>
        <DateLine orgName={orgName} />
        <HStack gap="0.5" ml={{ base: '0', md: '3' }}>
          <Box display={{ base: 'none', md: 'contents' }}>
            <FullscreenToggle />
            <ReloadButton tagKey={activeTagKey} />
          </Box>
          <MessageBadge user={user} />
          <ErrorBadge />
        </HStack>
        <UserMenu user={user} orgName={orgName} />
      </HStack>
    </Flex>
  );
}
