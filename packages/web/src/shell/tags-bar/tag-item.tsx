import { Box, HStack, Icon, Menu, Text } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { findRouteByName } from '../../routes/route-table';
import { CloseTagsMenu } from './close-tags-menu';
import { HOME_TAG_KEY, tagTitle, type Tag } from './tags-state';

type TagItemProps = {
  tag: Tag;
  active: boolean;
  onOpen: (tag: Tag) => void;
  onClose: (key: string) => void;
  onCloseOthers: (key: string) => void;
  onCloseAll: () => void;
};

/** One tag: click opens it, × closes it (never home), right click offers the close actions. */
export function TagItem({ tag, active, onOpen, onClose, onCloseOthers, onCloseAll }: TagItemProps) {
  const { t, routeTitle } = useI18n();
  const route = findRouteByName(tag.name);
  const routeName = route ? routeTitle(route) : tag.pathname;
  const title = tagTitle(tag, routeName, t('common.edit'));
  const closable = tag.key !== HOME_TAG_KEY;
  const select = (value: string) => {
    if (value === 'close') onClose(tag.key);
    else if (value === 'others') onCloseOthers(tag.key);
    else if (value === 'all') onCloseAll();
  };
  return (
    <Menu.Root onSelect={(details) => select(details.value)}>
      <Menu.ContextTrigger asChild>
        <HStack
          as="span"
          role="tab"
          aria-selected={active}
          data-tag={tag.key}
          data-active={active || undefined}
          flexShrink={0}
          gap="1.5"
          h="7"
          pl="3"
          pr={closable ? '1.5' : '3'}
          fontSize="xs"
          borderRadius="sm"
          borderWidth="1px"
          cursor="pointer"
          userSelect="none"
          bg={active ? 'blue.600' : 'white'}
          color={active ? 'white' : 'gray.600'}
          borderColor={active ? 'blue.600' : 'gray.200'}
          _hover={active ? undefined : { color: 'blue.600', borderColor: 'blue.300' }}
          onClick={() => onOpen(tag)}
        >
          <Box w="1.5" h="1.5" borderRadius="full" bg={active ? 'white' : 'gray.300'} />
          <Text whiteSpace="nowrap" maxW="48" truncate title={tag.title ? `${routeName}：${title}` : undefined}>
            {title}
          </Text>
          {closable && (
            <Icon
              as={LuX}
              boxSize="3.5"
              borderRadius="full"
              _hover={{ bg: active ? 'whiteAlpha.300' : 'gray.200' }}
              aria-label={t('tags.close')}
              data-testid="tag-close"
              onClick={(event) => {
                event.stopPropagation();
                onClose(tag.key);
              }}
            />
          )}
        </HStack>
      </Menu.ContextTrigger>
      <CloseTagsMenu close={{ disabled: !closable }} testId="tag-context-menu" />
    </Menu.Root>
  );
}
