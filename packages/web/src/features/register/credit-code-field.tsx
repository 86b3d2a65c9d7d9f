import { isCreditCode } from '@portal/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import { useEffect } from 'react';
import { quietClient } from '../../api/client';
import { TextField } from '../../ui/form';
import { useRegisterText } from './messages';

/**
 * The credit code, asked of the platform once it passes its check character: a unit that is
 * registered already (or waiting for the audit) is named at once instead of after submitting.
 */
export function CreditCodeField({ label, helper }: { label: string; helper: string }) {
  const text = useRegisterText();
  const { setError, control } = useFormContext();
  const creditCode = useWatch({ control, name: 'creditCode' }) as string;

  useEffect(() => {
    if (!isCreditCode(creditCode ?? '')) return;
    let current = true;
    void quietClient.public.checkUnitRegistration({ body: { creditCode } }).then((answer) => {
      if (!current || answer.status !== 200 || !answer.body.registered) return;
      setError('creditCode', { type: 'server', message: text('check.registered', { name: answer.body.unitName ?? '' }) });
    });
    return () => {
      current = false;
    };
  }, [creditCode, setError, text]);

  return <TextField name="creditCode" label={label} helper={helper} maxLength={18} />;
}
