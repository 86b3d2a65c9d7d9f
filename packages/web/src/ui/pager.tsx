import { ButtonGroup, HStack, IconButton, Pagination, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useI18n } from '../i18n/i18n';

type PagerProps = { total: number; page: number; pageSize: number; onPageChange: (page: number) => void };

/** "共 N 条" and the page buttons under a list. */
export function Pager({ total, page, pageSize, onPageChange }: PagerProps) {
  const { t } = useI18n();
  return (
    <HStack justify="flex-end" gap="4" pt="3">
      <Text fontSize="sm" color="gray.600">
        {t('common.total', { total })}
      </Text>
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
    </HStack>
  );
}
