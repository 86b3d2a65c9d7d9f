import { SimpleGrid } from '@chakra-ui/react';
import { ACCOUNT_STATES, ROLE_NAMES, translateKnownText } from '@portal/contract';
import { useAccountRoles } from '../../api/queries/accounts';
import { CheckboxGroupField, SelectField, TextField } from '../../ui/form';
import { useAccountText } from './messages';

/** The fields an account's add and edit forms share: name, mobile, unit, roles and state. */
export function AccountFields() {
  const t = useAccountText();
  const roles = useAccountRoles();
  const options = (roles.data?.body ?? []).map((role) => ({ code: role.id, label: role.name, en: translateKnownText(ROLE_NAMES, role.name, 'en-US') }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <TextField name="name" label={t('field.name')} maxLength={50} size="md" />
      <TextField name="mobile" label={t('field.mobile')} maxLength={11} inputMode="tel" size="md" />
      <TextField name="unitId" label={t('field.unitId')} maxLength={64} helper={t('field.unitIdHint')} size="md" />
      <SelectField name="state" label={t('field.state')} options={ACCOUNT_STATES} />
      <CheckboxGroupField name="roleIds" label={t('field.roles')} options={options} gridColumn={{ md: 'span 2' }} />
    </SimpleGrid>
  );
}
