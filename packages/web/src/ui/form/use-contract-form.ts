import { VALIDATOR_DELAY_MS } from '@portal/contract';
import { useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useI18n } from '../../i18n/i18n';
import { notifyFailure } from '../../lib/notify-failure';
import { useReplacePage } from '../../lib/page-tag';
import { problemFieldErrors } from '../../lib/problem-text';
import { notify } from '../toaster';
import { contractResolver, type FormSchema } from './contract-resolver';
import { emptyPaths } from './skip-empty';

type ContractFormOptions<In extends FieldValues> = {
  defaultValues: In;
  /** A 400 problem's path as a form field path, when the two differ ('params.x' -> 'param.x'). */
  fieldOfPath?: (path: string) => string;
  /** A toast asking to fix the marked fields when save or submit finds any (the page forms). */
  notifyInvalid?: boolean;
};

/**
 * What a save that is done with its form answers: the page to land on (the saved record or the
 * list). The kit closes the form's tag and puts that page's in its place (docs/shell.md, "Tags"),
 * so no tag is left behind with a form that would show empty when revisited.
 */
export type FormDone = { leaveFor: string };

type OnValid<Out> = (values: Out, commit: boolean) => Promise<unknown> | void;
type OnInvalid<In extends FieldValues> = (errors: FieldErrors<In>, commit: boolean) => void;

function isFormDone(value: unknown): value is FormDone {
  return typeof value === 'object' && value !== null && 'leaveFor' in value && typeof value.leaveFor === 'string';
}

export type ContractForm<In extends FieldValues, Out> = {
  form: UseFormReturn<In, unknown, Out>;
  /**
   * The save/submit handler: checks every field (required ones too), focuses the first invalid
   * one, then runs `onValid` with the checked values and `commit` (false saves, true submits);
   * when it answers `{ leaveFor }`, the form's tag closes and that page opens in its place.
   * A failed save puts the gateway's field messages on their fields and shows its words.
   */
  handle: (onValid: OnValid<Out>, onInvalid?: OnInvalid<In>) => (commit?: boolean) => Promise<void>;
  /** Whether the schema asks for the field (an empty value fails it): the required mark. */
  isRequired: (name: string) => boolean;
};

/**
 * react-hook-form over a contract schema: messages follow typing by the validator delay, an
 * emptied field says nothing until save or submit (every rule skips an empty value), and the
 * gateway's 400 messages land on the fields they name. `schema` may depend on the values (a
 * category's own parameters).
 */
export function useContractForm<In extends FieldValues, Out>(
  schema: FormSchema<In, Out> | ((values: In) => FormSchema<In, Out>),
  { defaultValues, fieldOfPath = (path) => path, notifyInvalid = false }: ContractFormOptions<In>,
): ContractForm<In, Out> {
  const { t } = useI18n();
  const replacePage = useReplacePage();
  const enforceRequired = useRef(false);
  const schemaOf = typeof schema === 'function' ? schema : () => schema;

  const form = useForm<In, unknown, Out>({
    resolver: contractResolver(schemaOf, () => enforceRequired.current),
    mode: 'onChange',
    delayError: VALIDATOR_DELAY_MS,
    defaultValues: defaultValues as DefaultValues<In>,
    shouldFocusError: true,
  });

  const current = schemaOf(form.watch());
  const required = useMemo(() => emptyPaths(current, defaultValues), [current, defaultValues]);

  const showProblem = (error: unknown) => {
    const fields = Object.entries(problemFieldErrors(error));
    fields.forEach(([path, message], index) =>
      form.setError(fieldOfPath(path) as Path<In>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  };

  const handle: ContractForm<In, Out>['handle'] = (onValid, onInvalid) => async (commit = false) => {
    enforceRequired.current = true;
    await form.handleSubmit(
      async (checked) => {
        enforceRequired.current = false;
        let done: unknown;
        try {
          done = await onValid(checked, commit);
        } catch (error) {
          showProblem(error);
          notifyFailure(error, t('common.serverError'));
          return;
        }
        if (isFormDone(done)) replacePage(done.leaveFor);
      },
      (errors) => {
        enforceRequired.current = false;
        if (notifyInvalid) notify('warning', t('form.fixErrors'));
        onInvalid?.(errors, commit);
      },
    )();
    enforceRequired.current = false;
  };

  return { form, handle, isRequired: (name) => required.has(name) };
}
