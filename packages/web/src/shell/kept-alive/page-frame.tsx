import { Box } from '@chakra-ui/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { BackToTop } from './back-to-top';

/**
 * The scroll box of one tag. It stays mounted while its page is hidden, so it can put the scroll
 * position back when the tag is shown again (display: none forgets it).
 */
export function PageFrame({ active, tagKey, children }: { active: boolean; tagKey: string; children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  const saved = useRef(0);
  useLayoutEffect(() => {
    // Only a position to put back: writing scrollTop lays the page out at once, which on the
    // first render of the shell costs a whole extra layout.
    if (active && element.current && saved.current > 0) element.current.scrollTop = saved.current;
  }, [active]);
  return (
    <Box
      ref={element}
      position="absolute"
      inset="0"
      overflowY="auto"
      p={{ base: '3', md: '4' }}
      display={active ? 'block' : 'none'}
      onScroll={(event) => {
        if (active) saved.current = event.currentTarget.scrollTop;
      }}
      data-page={tagKey}
    >
      {children}
      {active && <BackToTop container={element} />}
    </Box>
  );
}
