import { Alert, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isMobile } from '@portal/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { quietClient, tsr } from '../../api/client';
import { FormFrame, TextareaField, TextField, useContractForm } from '../../ui/form';
import { CaptchaField, OnboardingSubmitBar, SmsCodeField } from '../../ui/onboarding';
import { PasswordHints } from '../../ui/password-hints';
import { SectionCard } from '../../ui/section-card';
import { useResetPasswordText } from './messages';
import { EMPTY_RESET, resetSchema, toResetBody, type ResetChecked, type ResetValues } from './reset-form';

export const RESET_SUCCESS_PATH = '/resetSuccess';

type CheckState = { kind: 'found'; mobile: string } | { kind: 'pending' } | { kind: 'missing' } | null;

/**
 * 密码重置申请 (/resetPassword): the account (login name, name, unit), its mobile proved by an SMS
 * code sent after a captcha, a reason and the new password. The institute reviews it; the new
 * password is in force only once approved.
 */
export function ResetPasswordPage() {
  const text = useResetPasswordText();
  const navigate = useNavigate();
  const form = useContractForm<ResetValues, ResetChecked>(resetSchema, { defaultValues: EMPTY_RESET, notifyInvalid: true });
  const apply = tsr.public.applyPasswordReset.useMutation({ meta: { silent: true } });
  const [check, setCheck] = useState<CheckState>(null);

  // passwordRestApplyCheck: once the login name and a valid mobile are typed, say whether they match.
  const checkAccount = async () => {
    const [loginName, mobile] = form.form.getValues(['loginName', 'mobile']);
    if (!loginName?.trim() || !isMobile(mobile ?? '')) return setCheck(null);
    const answer = await quietClient.public.checkPasswordReset({ body: { loginName: loginName.trim(), mobile } });
    if (answer.status !== 200) return setCheck(null);
    const { exists, maskedMobile, pendingApplication } = answer.body;
    setCheck(!exists ? { kind: 'missing' } : pendingApplication ? { kind: 'pending' } : { kind: 'found', mobile: maskedMobile ?? '' });
  };

  const submit = form.handle(async (checked) => {
    const { body } = await apply.mutateAsync({ body: toResetBody(checked) });
    // The applicant quotes the reference number (受理编号); the internal id only where the platform gives none.
    navigate(`${RESET_SUCCESS_PATH}?${new URLSearchParams({ no: body.referenceNo ?? body.id }).toString()}`, { replace: true });
  });

  return (
    <FormFrame form={form} testId="reset-form" onSubmit={() => void submit()} onBlur={() => void checkAccount()}>
      <Text color="gray.600" mb="4">
        {text('page.intro')}
      </Text>
      <SectionCard title={text('part.account')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="loginName" label={text('field.loginName')} maxLength={64} autoComplete="username" />
          <TextField name="name" label={text('field.name')} maxLength={50} />
          <TextField name="unitName" label={text('field.unitName')} helper={text('field.unitNameHint')} maxLength={100} />
          <TextField name="mobile" label={text('field.mobile')} helper={text('field.mobileHint')} type="tel" inputMode="tel" maxLength={11} />
        </SimpleGrid>
        {check && (
          <Alert.Root status={check.kind === 'found' ? 'success' : 'warning'} mt="4" borderRadius="md" data-testid="reset-check">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {check.kind === 'found' ? text('check.found', { mobile: check.mobile }) : text(check.kind === 'pending' ? 'check.pending' : 'check.missing')}
            </Alert.Title>
          </Alert.Root>
        )}
      </SectionCard>
      <SectionCard title={text('part.verify')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <CaptchaField />
          <SmsCodeField purpose="password-reset" />
          <TextareaField name="reason" label={text('field.reason')} maxLength={500} gridColumn={{ md: 'span 2' }} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={text('part.password')}>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="password" type="password" label={text('field.password')} maxLength={16} autoComplete="new-password" />
            <TextField name="passwordCheck" type="password" label={text('field.passwordCheck')} maxLength={16} autoComplete="new-password" />
          </SimpleGrid>
          <PasswordHints />
        </Stack>
      </SectionCard>
      <OnboardingSubmitBar toLoginText={text('toLogin')} submitText={text('submit')} pending={apply.isPending} testId="reset-submit" />
    </FormFrame>
  );
}
