import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useI18n } from '../i18n/i18n';
import { AREA_LEVELS, areaChoices, areaSelection, chooseArea } from '../lib/area-rules';

type AreaCascaderProps = {
  value: string;
  onChange: (code: string) => void;
  /** The message to show under the selector (the owner decides when to check). */
  error?: string | null;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
  name?: string;
  /** Receives the province select (a form focuses it when the area is missing). */
  ref?: Ref<HTMLSelectElement>;
};

/** 省 > 市 > 区(县) over the contract's area tree; the value is the deepest chosen code. */
export function AreaCascader({ value, onChange, error, disabled, size = 'sm', name = 'areaCode', ref }: AreaCascaderProps) {
  const { t } = useI18n();
  const selection = areaSelection(value);
  return (
    <>
      <HStack gap="2" w="full" data-testid={`area-cascader-${name}`}>
        {AREA_LEVELS.map((level, depth) => {
          const choices = areaChoices(selection, depth);
          return (
            <NativeSelect.Root key={level} size={size} disabled={disabled || choices.length === 0} flex="1" minW="24">
              <NativeSelect.Field
                ref={depth === 0 ? ref : undefined}
                aria-label={t(`area.${level}`)}
                name={`${name}.${level}`}
                value={selection[depth] ?? ''}
                onChange={(event) => onChange(chooseArea(selection, depth, event.target.value))}
              >
                <option value="">{t(`area.${level}`)}</option>
                {choices.map((node) => (
                  <option key={node.code} value={node.code}>
                    {node.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        })}
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </>
  );
}
