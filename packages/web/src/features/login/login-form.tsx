import { VALIDATOR_DELAY_MS, ZLoginBodySchema, type LoginBody } from '@portal/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n/i18n';
import { useFieldMessage } from '../../ui/form/field-message';
import { schemaMessages } from '../../ui/form/schema-messages';
import styles from './login.module.css';

export type Credentials = LoginBody;

type Name = keyof Credentials;
type Messages = Partial<Record<Name, string>>;

const NAMES: readonly Name[] = ['username', 'password'];

/**
 * The contract's messages for the credentials, as the form kit (ui/form) shows them: while typing
 * a message appears once typing has paused for the validator delay and goes at once when fixed,
 * an emptied field says nothing until submit, and submit asks for every field and focuses the
 * first one in error. The login form does without react-hook-form, which the first screen would
 * otherwise load for two fields.
 */
function useCredentialMessages() {
  const [shown, setShown] = useState<Messages>({});
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const messagesOf = (values: Credentials, enforceRequired: boolean): Messages =>
    schemaMessages(ZLoginBodySchema, values, { enforceRequired });

  const onChange = (values: Credentials) => {
    window.clearTimeout(timer.current);
    const found = messagesOf(values, false);
    setShown((current) => Object.fromEntries(NAMES.filter((name) => current[name] && found[name]).map((name) => [name, current[name]])));
    if (NAMES.some((name) => found[name])) timer.current = window.setTimeout(() => setShown(found), VALIDATOR_DELAY_MS);
  };

  const onSubmit = (values: Credentials): Messages => {
    window.clearTimeout(timer.current);
    const found = messagesOf(values, true);
    setShown(found);
    return found;
  };

  return { shown, onChange, onSubmit };
}

type LoginFormProps = { pending: boolean; onSubmit: (values: Credentials) => void };

/** User name and password; Enter in either field submits, as users expect of a login box. */
export function LoginForm({ pending, onSubmit }: LoginFormProps) {
  const { t } = useI18n();
  const text = useFieldMessage();
  const id = useId();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const messages = useCredentialMessages();

  const change = (name: Name, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    messages.onChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = messages.onSubmit(values);
    const first = NAMES.find((name) => found[name]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    const checked = ZLoginBodySchema.safeParse(values);
    if (checked.success) onSubmit(checked.data);
  };

  const field = (name: Name, props: { label: string; placeholder: string; type: string; autoComplete: string; autoFocus?: boolean }) => {
    const message = text(messages.shown[name]);
    const inputId = `${id}-${name}`;
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={inputId}>
          {props.label}
        </label>
        <input
          ref={(element) => {
            inputs.current[name] = element;
          }}
          id={inputId}
          className={styles.input}
          name={name}
          type={props.type}
          value={values[name]}
          placeholder={props.placeholder}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(event) => change(name, event.target.value)}
        />
        {message && (
          <div className={styles.error} id={`${inputId}-error`} aria-live="polite">
            {message}
          </div>
        )}
      </div>
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {field('username', {
        label: t('login.username'),
        placeholder: t('login.usernamePlaceholder'),
        type: 'text',
        autoComplete: 'username',
        autoFocus: true,
      })}
      {field('password', {
        label: t('login.password'),
        placeholder: t('login.passwordPlaceholder'),
        type: 'password',
        autoComplete: 'current-password',
      })}
      <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
        {pending ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {t('login.submitting')}
          </>
        ) : (
          t('login.submit')
        )}
      </button>
    </form>
  );
}
