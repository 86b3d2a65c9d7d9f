import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Keeps a table's last column (the actions) in view while the other columns scroll sideways:
 * a wide list must never hide 查看 past the right edge. The cell takes its row's background,
 * hover included, and a hairline marks where the scrolled columns pass under it. On a phone
 * (below md) the column is not pinned: at 390 wide it covered a third of the table, so there
 * it scrolls with the others (docs/shell.md, "Phones").
 */
export const PINNED_END: SystemStyleObject = {
  position: { base: 'static', md: 'sticky' },
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'inherit',
  boxShadow: { base: 'none', md: 'inset 1px 0 0 {colors.border}' },
};

/**
 * The pinned column while scrolled columns pass beneath it (the table is wider than its box and
 * not scrolled to its end): a shadow on its edge says there is more, and where. Without it the
 * column right under 操作 looked like the table's last one, and the real last one was never seen.
 */
export const PINNED_END_COVERING: SystemStyleObject = {
  ...PINNED_END,
  boxShadow: { base: 'none', md: 'inset 1px 0 0 {colors.border}, -12px 0 12px -8px rgba(0, 0, 0, 0.35)' },
};
