import { Box, Collapsible, HStack, Icon, Text } from '@chakra-ui/react';
import { LuChevronRight, LuExternalLink } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { preloadPage } from '../../app/page-preload';
import { useI18n } from '../../i18n/i18n';
import type { MenuItem } from '../../routes/menu';
import { Tooltip } from '../../ui/tooltip';
import { useIsCut } from '../../ui/use-is-cut';
import { MENU_ICONS } from './menu-icons';

const itemStyle = {
  h: '11',
  px: '5',
  gap: '3',
  w: 'full',
  fontSize: 'sm',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
} as const;

function LeafLink({ item, active, depth, onChoose }: { item: MenuItem; active: boolean; depth: number; onChoose?: () => void }) {
  const { t, routeTitle } = useI18n();
  const title = routeTitle(item);
  const label = useIsCut<HTMLParagraphElement>(title);
  const content = (
    <>
      {item.icon ? <Icon as={MENU_ICONS[item.icon]} boxSize="4" /> : <Box w="4" />}
      <Text ref={label.ref} flex="1" truncate>
        {title}
      </Text>
      {item.href && <Icon as={LuExternalLink} boxSize="3.5" aria-label={t('menu.external')} />}
    </>
  );
  const style = {
    ...itemStyle,
    pl: depth > 0 ? '12' : '5',
    color: active ? 'white' : 'whiteAlpha.800',
    bg: active ? 'brand.siderActive' : depth > 0 ? 'blackAlpha.300' : 'transparent',
    _hover: { color: 'white', bg: active ? 'brand.siderActive' : 'whiteAlpha.100' },
  };
  // A cut title is shown whole beside the entry on hover and on keyboard focus (docs/shell.md, "Phones").
  if (item.href) {
    return (
      <Tooltip content={title} placement="right" disabled={!label.cut}>
        <HStack asChild {...style}>
          <a href={item.href} target="_blank" rel="noopener noreferrer" data-menu={item.name} onClick={onChoose}>
            {content}
          </a>
        </HStack>
      </Tooltip>
    );
  }
  return (
    <Tooltip content={title} placement="right" disabled={!label.cut}>
      <HStack asChild {...style}>
        <RouterLink
          to={item.path}
          data-menu={item.name}
          aria-current={active ? 'page' : undefined}
          onClick={onChoose}
          // The page's code starts loading on the way to the click.
          onPointerEnter={() => preloadPage(item.path)}
          onFocus={() => preloadPage(item.path)}
        >
          {content}
        </RouterLink>
      </HStack>
    </Tooltip>
  );
}

type EntryProps = {
  item: MenuItem;
  activePath: string;
  open: boolean;
  onToggle: (name: string) => void;
  /** Called when a page is chosen (the phone's drawer closes). */
  onChoose?: () => void;
};

/** One entry of the open menu: a link, or a group that folds its children. */
export function MenuEntry({ item, activePath, open, onToggle, onChoose }: EntryProps) {
  const { routeTitle } = useI18n();
  const title = routeTitle(item);
  const label = useIsCut<HTMLParagraphElement>(title);
  if (!item.children) return <LeafLink item={item} active={item.path === activePath} depth={0} onChoose={onChoose} />;
  // A hidden page of the group (a detail, a form) stands for the group itself.
  const holdsActive = item.path === activePath || item.children.some((child) => child.path === activePath);
  return (
    <Collapsible.Root open={open} onOpenChange={() => onToggle(item.name)}>
      <Tooltip content={title} placement="right" disabled={!label.cut}>
        <Collapsible.Trigger asChild>
          <HStack
            as="button"
            {...itemStyle}
            color={holdsActive ? 'white' : 'whiteAlpha.800'}
            fontWeight={holdsActive ? 'medium' : undefined}
            data-active={holdsActive || undefined}
            _hover={{ color: 'white' }}
            data-menu-group={item.name}
          >
            {item.icon ? <Icon as={MENU_ICONS[item.icon]} boxSize="4" /> : <Box w="4" />}
            <Text ref={label.ref} flex="1" textAlign="left" truncate>
              {title}
            </Text>
            <Icon
              as={LuChevronRight}
              boxSize="3.5"
              transition="transform 0.2s"
              transform={open ? 'rotate(90deg)' : undefined}
            />
          </HStack>
        </Collapsible.Trigger>
      </Tooltip>
      <Collapsible.Content>
        {item.children.map((child) => (
          <LeafLink key={child.name} item={child} active={child.path === activePath} depth={1} onChoose={onChoose} />
        ))}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
