import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sessionTsr } from '../../api/session-client';
import { useI18n } from '../../i18n/i18n';
import { HOME_PATH, LOGIN_PATH } from '../../routes/paths';
import { useSetCurrentUser } from '../../session/session-query';
import { notify } from '../../ui/toaster';

/** `/ssologin?ssotoken=…`: signs in through the gateway whatever the current session. */
export function SsoLoginPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setCurrentUser = useSetCurrentUser();
  const ssoLogin = sessionTsr.session.ssoLogin.useMutation();
  const started = useRef(false);
  const token = params.get('ssotoken') ?? '';

  useEffect(() => {
    // StrictMode runs effects twice in development; a token is good for one sign-in.
    if (started.current) return;
    started.current = true;
    if (!token) {
      notify('error', t('sso.missingToken'));
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    ssoLogin.mutate(
      { body: { ssotoken: token } },
      {
        onSuccess: ({ body }) => {
          setCurrentUser(body);
          notify('success', t('login.success'));
          navigate(HOME_PATH, { replace: true });
        },
        onError: () => navigate(LOGIN_PATH, { replace: true, state: { signedOut: true } }),
      },
    );
  }, [navigate, setCurrentUser, ssoLogin, t, token]);

  return (
    <Center minH="100vh" bg="gray.50">
      <VStack gap="4">
        <Spinner size="xl" color="blue.500" borderWidth="3px" />
        <Text color="gray.600">{t('sso.signingIn')}</Text>
      </VStack>
    </Center>
  );
}
