import { ButtonGroup, HStack, IconButton, Input, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useI18n } from '../i18n/i18n';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

type PagerProps = {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Offers 10/20/50/100 rows a page (and the list's own size when it is another). */
  onPageSizeChange?: (pageSize: number) => void;
};

/** The page sizes offered: the usual ones and the list's current one, in order. */
export function pageSizeChoices(current: number): number[] {
  return [...new Set<number>([...PAGE_SIZES, current])].sort((a, b) => a - b);
}

/** A typed page number within 1..pages, or null. */
export function jumpTarget(text: string, pages: number): number | null {
  const page = Number(text.trim());
  return Number.isInteger(page) && page >= 1 && page <= pages ? page : null;
}

function PageJump({ pages, onJump }: { pages: number; onJump: (page: number) => void }) {
  const { t } = useI18n();
  const [text, setText] = useState('');
  const jump = () => {
    const target = jumpTarget(text, pages);
    if (target !== null) onJump(target);
    setText('');
  };
  return (
    <HStack gap="1" fontSize="sm" color="gray.600">
      <Text>{t('list.jumpBefore')}</Text>
      <Input
        size="xs"
        w="12"
        textAlign="center"
        inputMode="numeric"
        aria-label={t('list.jumpLabel')}
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            jump();
          }
        }}
        onBlur={() => text && jump()}
      />
      <Text>{t('list.jumpAfter')}</Text>
    </HStack>
  );
}

/** "共 N 条", the page size, the page buttons and 前往 N 页 under a list. */
export function Pager({ total, page, pageSize, onPageChange, onPageSizeChange }: PagerProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="flex-end" gap="4" pt="3" wrap="wrap">
      <Text fontSize="sm" color="gray.600">
        {t('common.total', { total })}
      </Text>
      {onPageSizeChange && (
        <NativeSelect.Root size="xs" w="28">
          <NativeSelect.Field
            aria-label={t('list.pageSizeLabel')}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeChoices(pageSize).map((size) => (
              <option key={size} value={size}>
                {t('list.pageSize', { size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={page}
        onPageChange={(details) => onPageChange(details.page)}
        translations={{
          rootLabel: t('common.pagination'),
          prevTriggerLabel: t('common.prevPage'),
          nextTriggerLabel: t('common.nextPage'),
          itemLabel: ({ page: item }) => t('common.pageItem', { page: item }),
        }}
      >
        <ButtonGroup variant="ghost" size="sm" gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton aria-label={t('common.prevPage')}>
              <LuChevronLeft />
            </IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(item) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }} colorPalette="blue">
                {item.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton aria-label={t('common.nextPage')}>
              <LuChevronRight />
            </IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
      {pages > 1 && <PageJump pages={pages} onJump={onPageChange} />}
    </HStack>
  );
}
