import { Flex, HStack, IconButton, Menu } from '@chakra-ui/react';
import { TAG_SCROLL_STEP } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { LuChevronDown, LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';
import { CloseTagsMenu } from './close-tags-menu';
import { ConfirmCloseDialog } from './confirm-close-dialog';
import { TagItem } from './tag-item';
import type { Tag } from './tags-state';
import { useTagActions } from './use-tag-actions';

const arrowStyle = { size: 'xs', variant: 'ghost', color: 'gray.500', h: '10', borderRadius: '0' } as const;

/**
 * The open pages, scrolled in steps of 240, with close actions in a dropdown and context menus. On
 * a phone (below md) the row also scrolls by swiping; it takes focus so a keyboard can scroll it too.
 */
export function TagsBar({ tags, activeKey }: { tags: readonly Tag[]; activeKey: string }) {
  const { t } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const actions = useTagActions(tags, activeKey);

  useEffect(() => {
    const active = scroller.current?.querySelector<HTMLElement>('[data-active]');
    active?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey, tags.length]);

  const scrollBy = (step: number) => scroller.current?.scrollBy({ left: step, behavior: 'smooth' });

  return (
    <Flex h="10" flexShrink={0} align="center" bg="gray.100" borderBottomWidth="1px" data-testid="tags-bar">
      <IconButton aria-label={t('tags.scrollLeft')} onClick={() => scrollBy(-TAG_SCROLL_STEP)} {...arrowStyle}>
        <LuChevronLeft />
      </IconButton>
      <HStack
        ref={scroller}
        role="tablist"
        flex="1"
        gap="1.5"
        overflowX={{ base: 'auto', md: 'hidden' }}
        scrollbarWidth="none"
        scrollBehavior="smooth"
        tabIndex={0}
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' }}
        px="1"
        h="full"
      >
        {tags.map((tag) => (
          <TagItem
            key={tag.key}
            tag={tag}
            active={tag.key === activeKey}
            onOpen={actions.open}
            onClose={actions.close}
            onCloseOthers={(keepKey) => actions.request({ kind: 'others', keepKey })}
            onCloseAll={() => actions.request({ kind: 'all' })}
          />
        ))}
      </HStack>
      <IconButton aria-label={t('tags.scrollRight')} onClick={() => scrollBy(TAG_SCROLL_STEP)} {...arrowStyle}>
        <LuChevronRight />
      </IconButton>
      <Menu.Root
        positioning={{ placement: 'bottom-end' }}
        onSelect={(details) =>
          actions.request(details.value === 'all' ? { kind: 'all' } : { kind: 'others', keepKey: activeKey })
        }
      >
        <Menu.Trigger asChild>
          <IconButton aria-label={t('tags.more')} data-testid="tags-dropdown" {...arrowStyle} px="3" borderLeftWidth="1px">
            <LuChevronDown />
          </IconButton>
        </Menu.Trigger>
        <CloseTagsMenu />
      </Menu.Root>
      <ConfirmCloseDialog open={actions.pending !== null} onConfirm={actions.confirm} onCancel={actions.cancel} />
    </Flex>
  );
}
