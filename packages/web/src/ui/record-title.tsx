import { HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type RecordTitleProps = {
  title: ReactNode;
  /** The record's number (申请编号), in mono beside the title; the title wraps below it on a narrow card. */
  number?: string;
  numberTestId?: string;
  /** The record's state badge. */
  children?: ReactNode;
};

/** A record card's title: what the card shows, the record's number and its state. */
export function RecordTitle({ title, number, numberTestId, children }: RecordTitleProps) {
  return (
    <HStack gap="3" wrap={number === undefined ? undefined : 'wrap'}>
      <span>{title}</span>
      {number !== undefined && (
        <Text as="span" fontFamily="mono" fontSize="md" color="gray.600" data-testid={numberTestId}>
          {number}
        </Text>
      )}
      {children}
    </HStack>
  );
}
