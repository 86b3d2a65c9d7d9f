import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TooltipProps = {
  content: ReactNode;
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'left' | 'right';
};

/** Chakra v3 ships the tooltip as parts; this is the app's one assembled tooltip. */
export function Tooltip({ content, children, placement = 'bottom' }: TooltipProps) {
  return (
    <ChakraTooltip.Root positioning={{ placement }} openDelay={300} closeDelay={100}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content>
            <ChakraTooltip.Arrow>
              <ChakraTooltip.ArrowTip />
            </ChakraTooltip.Arrow>
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
}
