import { Button, Checkbox, Popover, Portal, Stack } from '@chakra-ui/react';
import { LuColumns3 } from 'react-icons/lu';
import { useI18n } from '../../i18n/i18n';

type ColumnChooserProps = {
  /** Every column the list offers, in table order, with its header text. */
  available: readonly { key: string; label: string }[];
  shown: readonly string[];
  onToggle: (key: string) => void;
  onReset: () => void;
};

/** Which columns the table shows; the choice is kept per list. The last column cannot be hidden. */
export function ColumnChooser({ available, shown, onToggle, onReset }: ColumnChooserProps) {
  const { t } = useI18n();
  return (
    // Built when opened and dropped when closed: a checkbox per column on every list page, for a
    // panel rarely opened (docs/shell.md, "Tags").
    <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuColumns3 /> {t('list.columns')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* As high as the window leaves room for, and scrolls: a long list's columns ran out of the panel. */}
          <Popover.Content w="56" overflowY="auto" data-testid="column-chooser">
            <Popover.Body>
              <Stack gap="2">
                {available.map(({ key, label }) => (
                  <Checkbox.Root
                    key={key}
                    size="sm"
                    checked={shown.includes(key)}
                    disabled={shown.length === 1 && shown.includes(key)}
                    onCheckedChange={() => onToggle(key)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
                <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={onReset}>
                  {t('list.columnsReset')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
