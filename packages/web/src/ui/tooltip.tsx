import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type TooltipProps = {
  content: ReactNode;
  children: ReactNode;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /**
   * True: the trigger is rendered alone, without a tooltip (a label that is not cut says it all
   * itself); a menu of forty entries then sets up no forty tooltips it will not show.
   */
  disabled?: boolean;
};

/**
 * Chakra v3 ships the tooltip as parts; this is the app's one assembled tooltip. It opens on hover
 * and on keyboard focus, and the trigger is described by it while it is open.
 */
export function Tooltip({ content, children, placement = 'bottom', disabled = false }: TooltipProps) {
  if (disabled) return <>{children}</>;
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
