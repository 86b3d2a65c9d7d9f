import { Button, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { required, requiredSecret, ZProfileUpdateBodySchema, type ProfileUpdateBody } from '@portal/contract';
import { useRef } from 'react';
import type { z } from 'zod';
import { tsr } from '../../api/client';
import { meKeys } from '../../api/queries/me';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { FormFrame, TextField, useContractForm } from '../../ui/form';
import { notify } from '../../ui/toaster';
import { useMeText } from './messages';
import { MobileCodeField } from './mobile-code-field';

type ProfileField = 'name' | 'idCard' | 'phone' | 'mobile';
export type ProfileForm = Record<ProfileField, string>;
type ProfileValues = z.input<typeof ZProfileUpdateBodySchema>;

const LABELS: Record<ProfileField, UiKey> = {
  name: 'account.name',
  idCard: 'account.idCard',
  phone: 'account.phone',
  mobile: 'account.mobile',
};
const FIELDS = Object.keys(LABELS) as ProfileField[];

/**
 * A new mobile (the password-reset channel) needs the current password and the code sent to it;
 * the platform refuses it without them, the form asks first (docs/security.md).
 */
export const ZMobileChangeBodySchema = ZProfileUpdateBodySchema.extend({
  password: requiredSecret('oldPasswordRequired'),
  smsCode: required(ZProfileUpdateBodySchema.shape.smsCode, 'smsCode'),
});

/** Name, ID card, phone and mobile, checked by the contract's schema, saved with me.update. */
export function ProfileFormView({ loginName, initial }: { loginName: string; initial: ProfileForm }) {
  const { t } = useI18n();
  const text = useMeText();
  // The mobile as last saved: a different one in the form is a mobile change.
  const savedMobile = useRef(initial.mobile);
  const movesMobile = (values: ProfileValues) => (values.mobile ?? '') !== savedMobile.current;
  const contractForm = useContractForm<ProfileValues, ProfileUpdateBody>(
    (values) => (movesMobile(values) ? ZMobileChangeBodySchema : ZProfileUpdateBodySchema),
    { defaultValues: { ...initial, password: '', smsCode: '' } },
  );
  const { form } = contractForm;
  const client = tsr.useQueryClient();
  const update = tsr.me.update.useMutation({
    onSuccess: (response) => {
      client.me.get.setQueryData(meKeys.profile(), response);
      savedMobile.current = response.body.mobile;
      form.reset({ ...response.body, password: '', smsCode: '' });
      notify('success', t('account.saved'));
    },
  });
  const moving = movesMobile(form.watch());
  const save = contractForm.handle(async ({ password, smsCode, ...profile }) => {
    await update.mutateAsync({ body: moving ? { ...profile, password, smsCode } : profile });
  });

  return (
    <FormFrame form={contractForm} onSubmit={() => void save()} testId="profile-form">
      <Stack gap="5" maxW="3xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <Field.Root disabled>
            <Field.Label>{t('account.loginName')}</Field.Label>
            <Input value={loginName} readOnly />
          </Field.Root>
          {FIELDS.map((field) => (
            <TextField key={field} name={field} label={t(LABELS[field])} size="md" />
          ))}
          {moving ? (
            <>
              <Text gridColumn="1 / -1" fontSize="sm" color="orange.700" data-testid="mobile-change-help">
                {text('mobileChangeHelp')}
              </Text>
              <TextField name="password" type="password" label={text('currentPassword')} autoComplete="current-password" size="md" />
              <MobileCodeField />
            </>
          ) : null}
        </SimpleGrid>
        <Button type="submit" colorPalette="blue" alignSelf="flex-start" loading={update.isPending} px="8">
          {t('common.save')}
        </Button>
      </Stack>
    </FormFrame>
  );
}
