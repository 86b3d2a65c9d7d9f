import { Flex, HStack, Image, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@portal/contract';
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
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
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
      {today}　{t('header.welcome', { name: orgName })}
    </Text>
  );
}

export function Header({ user, activeTagKey }: { user: CurrentUser; activeTagKey: string }) {
  const { productTitle } = useI18n();
  const orgName = useOrgName(user);
  return (
    <Flex
      as="header"
      h={HEADER_HEIGHT}
      flexShrink={0}
      align="center"
      justify="space-between"
      px="4"
      bgGradient="to-r"
      gradientFrom="brand.sider"
      gradientTo="brand.header"
      color="white"
      boxShadow="0 1px 4px rgba(0, 21, 41, 0.35)"
      zIndex="docked"
    >
      <HStack asChild gap="3" minW="0">
        <RouterLink to={HOME_PATH}>
          <Image src="/logo.svg" alt="" boxSize="8" />
          <Text as="h1" fontSize="lg" fontWeight="semibold" letterSpacing="wide" truncate data-testid="product-title">
            {productTitle}
          </Text>
        </RouterLink>
      </HStack>
      <HStack gap="1">
        <DateLine orgName={orgName} />
        <HStack gap="0.5" ml="3">
          <FullscreenToggle />
          <ReloadButton tagKey={activeTagKey} />
          <MessageBadge user={user} />
          <ErrorBadge />
        </HStack>
        <UserMenu user={user} />
      </HStack>
    </Flex>
  );
}
