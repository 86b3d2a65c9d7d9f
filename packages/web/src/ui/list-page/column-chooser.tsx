import { Button, Checkbox, Popover, Portal, Stack } from '@chakra-ui/react';
import { LuColumns3 } from 'react-icons/lu';
import { useEquipmentText } from '../messages';
import { COLUMNS } from './columns';
import type { ColumnKey } from './views';

type ColumnChooserProps = {
  available: readonly ColumnKey[];
  shown: readonly ColumnKey[];
  onToggle: (key: ColumnKey) => void;
  onReset: () => void;
};

/** Which columns the table shows; the choice is kept per view. */
export function ColumnChooser({ available, shown, onToggle, onReset }: ColumnChooserProps) {
  const t = useEquipmentText();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuColumns3 /> {t('query.columns')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="56" data-testid="column-chooser">
            <Popover.Body>
              <Stack gap="2">
                {available.map((key) => (
                  <Checkbox.Root
                    key={key}
                    size="sm"
                    checked={shown.includes(key)}
                    disabled={shown.length === 1 && shown.includes(key)}
                    onCheckedChange={() => onToggle(key)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t(COLUMNS[key].label)}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
                <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={onReset}>
                  {t('query.columnsReset')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
