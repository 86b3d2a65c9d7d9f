/** The icon buttons on the dark header. */
export const headerButtonStyle = {
  variant: 'ghost',
  size: 'sm',
  color: 'whiteAlpha.900',
  _hover: { bg: 'whiteAlpha.200' },
  _expanded: { bg: 'whiteAlpha.200' },
} as const;
