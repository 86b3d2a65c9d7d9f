import { useMediaQuery } from '@chakra-ui/react';

/** Below Chakra's `md` breakpoint (48rem), the one every `{ base, md }` style of the shell and the kit uses. */
const PHONE_QUERY = 'not all and (min-width: 48rem)';

/**
 * Whether the screen is a phone's (docs/shell.md, "Phones"), for what a style cannot decide (what
 * to render). Read at once, not after a first render as wide; a browser that cannot tell counts as wide.
 */
export function usePhone(): boolean {
  const [phone = false] = useMediaQuery([PHONE_QUERY], { ssr: false });
  return phone;
}
