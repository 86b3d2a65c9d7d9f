import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { ContractForm } from './use-contract-form';

type FrameState = { isRequired: (name: string) => boolean; readOnly: boolean; requiredMarks: boolean };

const FrameContext = createContext<FrameState>({ isRequired: () => false, readOnly: false, requiredMarks: true });

/** What the bound fields read from their frame: the required marks and read-only (view) mode. */
export function useFrame(): FrameState {
  return useContext(FrameContext);
}

type FormFrameProps<In extends FieldValues, Out> = {
  form: ContractForm<In, Out>;
  children: ReactNode;
  testId?: string;
  /** View mode: every field read-only, no required marks. */
  readOnly?: boolean;
  /** Off for forms that never mark required fields (login). */
  requiredMarks?: boolean;
  /** Enter submits with this handler (login, profile, password); page forms save with buttons. */
  onSubmit?: () => void;
} & Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'children'>;

/** The one form frame: a `<form>` that the bound fields of `ui/form` read their state from. */
export function FormFrame<In extends FieldValues, Out>({
  form,
  children,
  testId,
  readOnly = false,
  requiredMarks = true,
  onSubmit,
  ...rest
}: FormFrameProps<In, Out>) {
  return (
    <FormProvider {...form.form}>
      <FrameContext.Provider value={{ isRequired: form.isRequired, readOnly, requiredMarks }}>
        <chakra.form
          noValidate
          data-testid={testId}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit?.();
          }}
          {...rest}
        >
          {children}
        </chakra.form>
      </FrameContext.Provider>
    </FormProvider>
  );
}
