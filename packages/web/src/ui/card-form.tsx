import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormFrame, type ContractForm } from './form';
import { InfoNote } from './info-note';
import { SectionCard } from './section-card';

type CardFormProps<In extends FieldValues, Out> = {
  title: ReactNode;
  testId: string;
  form: ContractForm<In, Out>;
  /** What the unit should know before filling it in. */
  hint: ReactNode;
  submitLabel: string;
  submitTestId: string;
  pending: boolean;
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
};

/**
 * A short form that is its own card (a declaration, a request): the hint, the fields, and one
 * submit button under them, where a page form has the sticky bar of `FormActions`.
 */
export function CardForm<In extends FieldValues, Out>(props: CardFormProps<In, Out>) {
  const { title, testId, form, hint, submitLabel, submitTestId, pending, onSubmit, children } = props;
  return (
    <SectionCard title={title} testId={testId}>
      <FormFrame form={form}>
        <Stack gap="4" maxW="3xl">
          <InfoNote>{hint}</InfoNote>
          {children}
          <HStack>
            <Button size="sm" colorPalette="blue" loading={pending} onClick={onSubmit} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      </FormFrame>
    </SectionCard>
  );
}
