import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { tsr } from '../../api/client';
import { AreaField, DateField, FormFrame, TextField, useContractForm } from '../../ui/form';
import { PasswordHints } from '../../ui/password-hints';
import { CaptchaField, OnboardingSubmitBar, SmsCodeField } from '../../ui/onboarding';
import { SectionCard } from '../../ui/section-card';
import { useRegisterText } from './messages';
import { CreditCodeField } from './credit-code-field';
import { DocumentUpload } from './document-upload';
import { EMPTY_REGISTER, registerSchema, toApplicationBody, type RegisterValues } from './register-form';

export const REGISTER_SUCCESS_PATH = '/register-success';

/**
 * 企业账号注册申请: the unit, the contact with the mobile proved by an SMS code (sent after a
 * captcha), and the login the applicant wants; the institute audits it (account/check).
 */
export function RegisterPage() {
  const text = useRegisterText();
  const navigate = useNavigate();
  const form = useContractForm<RegisterValues, ReturnType<typeof toApplicationBody>>(registerSchema, { defaultValues: EMPTY_REGISTER, notifyInvalid: true });
  const apply = tsr.public.applyAccount.useMutation();

  const submit = form.handle(async (checked) => {
    const { body } = await apply.mutateAsync({ body: toApplicationBody(checked) });
    // The applicant quotes the reference number (受理编号); the internal id only where the platform gives none.
    const query = new URLSearchParams({ no: body.referenceNo ?? body.id, time: body.submittedAt });
    navigate(`${REGISTER_SUCCESS_PATH}?${query.toString()}`, { replace: true });
  });

  return (
    <FormFrame form={form} testId="register-form" onSubmit={() => void submit()}>
      <Text color="gray.600" mb="4">
        {text('page.intro')}
      </Text>
      <SectionCard title={text('part.unit')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="unitName" label={text('field.unitName')} maxLength={100} />
          <CreditCodeField label={text('field.creditCode')} helper={text('hint.creditCode')} />
          <AreaField name="areaCode" label={text('field.areaCode')} />
          <TextField name="regAddress" label={text('field.regAddress')} maxLength={200} />
          <TextField name="businessAddress" label={text('field.businessAddress')} maxLength={200} />
          <TextField name="legalPerson" label={text('field.legalPerson')} maxLength={50} />
          <DateField name="foundDate" label={text('field.foundDate')} />
          <TextField name="fixedAssets" label={text('field.fixedAssets')} inputMode="numeric" maxLength={15} />
          <TextField name="postcode" label={text('field.postcode')} inputMode="numeric" maxLength={6} />
          <TextField name="email" label={text('field.email')} maxLength={100} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={text('part.contact')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="contactPerson" label={text('field.contactPerson')} maxLength={50} />
          <TextField name="contactPhone" label={text('field.contactPhone')} type="tel" maxLength={20} />
          <TextField name="mobile" label={text('field.mobile')} type="tel" inputMode="tel" maxLength={11} />
          <CaptchaField />
          <SmsCodeField purpose="register" />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title={text('part.account')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField name="loginName" label={text('field.loginName')} helper={text('hint.loginName')} maxLength={32} autoComplete="username" />
          <Box />
          <TextField name="password" type="password" label={text('field.password')} maxLength={16} autoComplete="new-password" />
          <TextField name="passwordCheck" type="password" label={text('field.passwordCheck')} maxLength={16} autoComplete="new-password" />
        </SimpleGrid>
        <PasswordHints mt="4" />
      </SectionCard>
      <SectionCard title={text('part.attachments')}>
        <DocumentUpload />
      </SectionCard>
      <OnboardingSubmitBar toLoginText={text('toLogin')} submitText={text('submit')} pending={apply.isPending} testId="register-submit" />
    </FormFrame>
  );
}
