import { Flex } from '@chakra-ui/react';

/**
 * The red count on a header icon button (errors, unread messages). Hidden from screen readers: the
 * button's own label says the count. Red 600, not 500: white on red 500 is below 4.5:1.
 */
export function HeaderCount({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <Flex
      position="absolute"
      top="0.5"
      right="0.5"
      minW="4"
      h="4"
      px="1"
      align="center"
      justify="center"
      borderRadius="full"
      bg="red.600"
      color="white"
      fontSize="2xs"
      fontWeight="bold"
      lineHeight="1"
      pointerEvents="none"
      boxShadow="0 0 0 2px var(--chakra-colors-brand-header)"
      aria-hidden
      data-testid={testId}
    >
      {count > 99 ? '99+' : count}
    </Flex>
  );
}
