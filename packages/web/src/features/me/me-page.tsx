import { Button, Card, Center, Heading, Spinner, Text } from '@chakra-ui/react';
import { useMyProfile } from '../../api/queries/me';
import { useI18n } from '../../i18n/i18n';
import { PasswordChangeForm } from '../../session/password/password-change-form';
import { useChangePassword } from '../../session/password/use-change-password';
import { ProfileFormView } from './profile-form';

const PASSWORD_FORM_ID = 'account-password-change';

/** 账号信息维护: the user's own profile and password. */
export function MePage() {
  const { t } = useI18n();
  const profile = useMyProfile();
  const { change, pending } = useChangePassword();
  return (
    <>
      <Card.Root mb="4">
        <Card.Header>
          <Heading size="md">{t('account.profile')}</Heading>
        </Card.Header>
        <Card.Body>
          {profile.data ? (
            <ProfileFormView
              loginName={profile.data.body.loginName}
              initial={{
                name: profile.data.body.name,
                idCard: profile.data.body.idCard,
                phone: profile.data.body.phone,
                mobile: profile.data.body.mobile,
              }}
            />
          ) : (
            <Center py="8">{profile.isPending ? <Spinner color="blue.500" /> : null}</Center>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t('account.password')}</Heading>
          <Text color="gray.500" fontSize="sm">
            {t('account.passwordHelp')}
          </Text>
        </Card.Header>
        <Card.Body maxW="lg">
          <PasswordChangeForm formId={PASSWORD_FORM_ID} onSubmit={change} />
          <Button type="submit" form={PASSWORD_FORM_ID} colorPalette="blue" alignSelf="flex-start" mt="5" px="8" loading={pending}>
            {t('password.submit')}
          </Button>
        </Card.Body>
      </Card.Root>
    </>
  );
}
