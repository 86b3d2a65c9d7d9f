import { Avatar, Badge, Box, HStack, Menu, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { ROLE_NAMES, type CurrentUser } from '@portal/contract';
import { LuBug, LuCheck, LuChevronDown, LuLanguages, LuLogOut, LuMessageSquare, LuRepeat } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { messageSide } from '../../features/interactions/message-side';
import { useUnreadCount } from '../../features/interactions/use-unread-count';
import { useI18n } from '../../i18n/i18n';
import { useSignOut, useSwitchRole } from '../../session/session-actions';

/** Who is signed in, for whom, in which role: atop the menu on a phone, where the header shows none of it whole. */
function PhoneIdentity({ user, orgName }: { user: CurrentUser; orgName: string }) {
  const { known } = useI18n();
  return (
    <Menu.ItemGroup display={{ base: 'block', md: 'none' }} borderBottomWidth="1px" mb="1" data-testid="user-menu-identity">
      <Menu.ItemGroupLabel fontWeight="normal">
        <Text fontSize="sm" fontWeight="medium">
          {user.name} · {known(ROLE_NAMES, user.currentRole.name)}
        </Text>
        <Text fontSize="xs" color="gray.600" overflowWrap="anywhere">
          {orgName}
        </Text>
      </Menu.ItemGroupLabel>
    </Menu.ItemGroup>
  );
}

/** The header's user dropdown: current role, roles to switch to, pages, language, logout. */
export function UserMenu({ user, orgName }: { user: CurrentUser; orgName: string }) {
  const { t, locale, setLocale, known } = useI18n();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { switchRole, pending } = useSwitchRole();
  const unread = useUnreadCount(messageSide(user.menuIds));

  const select = (value: string) => {
    if (value === 'message') navigate('/message_page');
    else if (value === 'error-log') navigate('/error_logger_page');
    else if (value === 'language') setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN');
    else if (value === 'logout') void signOut();
    else if (value.startsWith('role:')) {
      const role = user.roles.find((candidate) => `role:${candidate.id}` === value);
      if (role && role.id !== user.currentRole.id) void switchRole(role);
    }
  };

  return (
    <Menu.Root onSelect={(details) => select(details.value)} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger
        asChild
        disabled={pending}
        data-testid="user-menu"
      >
        <HStack
          as="button"
          gap="2.5"
          px="2"
          py="1"
          borderRadius="md"
          cursor="pointer"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          _expanded={{ bg: 'whiteAlpha.200' }}
        >
          <Avatar.Root size="sm" colorPalette="blue" variant="solid" aria-hidden>
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
          {/* The button's name is its text; on a narrow screen, where the text is hidden, said to screen readers only. */}
          <VisuallyHidden hideFrom="md">{`${user.name} ${known(ROLE_NAMES, user.currentRole.name)}`}</VisuallyHidden>
          <Box textAlign="left" lineHeight="1.2" display={{ base: 'none', md: 'block' }}>
            <Text fontSize="sm" fontWeight="medium">
              {user.name}
            </Text>
            <Text fontSize="xs" color="blue.200" data-testid="current-role">
              {known(ROLE_NAMES, user.currentRole.name)}
            </Text>
          </Box>
          <Box as="span" display={{ base: 'none', md: 'flex' }}>
            <LuChevronDown />
          </Box>
        </HStack>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" maxW="calc(100vw - 1rem)">
            <PhoneIdentity user={user} orgName={orgName} />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel color="gray.500" fontWeight="normal">
                <HStack gap="1.5">
                  <LuRepeat />
                  {t('header.switchRole')}
                </HStack>
              </Menu.ItemGroupLabel>
              {user.roles.map((role) => (
                <Menu.Item key={role.id} value={`role:${role.id}`} data-testid={`role-${role.id}`}>
                  <Box flex="1">{known(ROLE_NAMES, role.name)}</Box>
                  {role.id === user.currentRole.id && <LuCheck color="var(--chakra-colors-blue-500)" />}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="message">
              <LuMessageSquare />
              <Box flex="1">{t('header.message')}</Box>
              {unread > 0 && (
                <Badge colorPalette="red" variant="solid" data-testid="menu-message-count">
                  {unread > 99 ? '99+' : unread}
                </Badge>
              )}
            </Menu.Item>
            <Menu.Item value="error-log">
              <LuBug />
              {t('header.errorLog')}
            </Menu.Item>
            <Menu.Item value="language">
              <LuLanguages />
              {t('header.language')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" color="red.600" data-testid="logout">
              <LuLogOut />
              {t('header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
