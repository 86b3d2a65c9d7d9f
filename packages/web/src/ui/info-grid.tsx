import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type InfoItem = { key: string; label: string; value: ReactNode };

const EMPTY = '—';

export function shown(value: ReactNode): ReactNode {
  return value === null || value === undefined || value === '' ? EMPTY : value;
}

/** Label/value pairs of a record, two or three to a row. */
export function InfoGrid({ items, columns = 3 }: { items: readonly InfoItem[]; columns?: number }) {
  return (
    <DataList.Root
      orientation="horizontal"
      size="sm"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: `repeat(${columns}, 1fr)` }}
      columnGap="8"
      rowGap="3"
    >
      {items.map((item) => (
        <DataList.Item key={item.key} data-field={item.key}>
          <DataList.ItemLabel minW="28" color="gray.500">
            {item.label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all">{shown(item.value)}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Fields of a record shown as they are, each under the page's `field.<key>` text, in the order of `keys`. */
export function fieldItems<K extends string>(t: (key: `field.${NoInfer<K>}`) => string, record: { readonly [P in NoInfer<K>]: ReactNode }, keys: readonly K[]): InfoItem[] {
  return keys.map((key) => ({ key, label: t(`field.${key}`), value: record[key] }));
}
