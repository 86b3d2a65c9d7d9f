import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Keeps a table's last column (the actions) in view while the other columns scroll sideways:
 * a wide list must never hide 查看 past the right edge. The cell takes its row's background,
 * hover included, and a hairline marks where the scrolled columns pass under it.
 */
export const PINNED_END: SystemStyleObject = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'inherit',
  boxShadow: 'inset 1px 0 0 {colors.border}',
};
