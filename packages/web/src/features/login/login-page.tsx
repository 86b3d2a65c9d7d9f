import { Box, Flex, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearchParams, Link as RouterLink } from 'react-router-dom';
import { tsr } from '../../api/client';
import { appConfig } from '../../app/config';
import { useI18n } from '../../i18n/i18n';
import { REDIRECT_PARAM, safeRedirect } from '../../routes/guard';
import { useSetCurrentUser } from '../../session/session-query';
import { notify } from '../../ui/toaster';
import { LanguageSwitch } from '../../shell/header/language-switch';
import { LoginForm, type Credentials } from './login-form';

export function LoginPage() {
  const { t, locale, productTitle: product } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setCurrentUser = useSetCurrentUser();
  const login = tsr.session.login.useMutation();

  const submit = (credentials: Credentials) => {
    login.mutate(
      { body: credentials },
      {
        onSuccess: ({ body }) => {
          setCurrentUser(body);
          notify('success', t('login.success'));
          navigate(safeRedirect(params.get(REDIRECT_PARAM)), { replace: true });
        },
      },
    );
  };

  return (
    <Flex
      minH="100vh"
      direction="column"
      bgGradient="to-br"
      gradientFrom="#0b2147"
      gradientVia="#123a7a"
      gradientTo="#1d4ed8"
      color="white"
    >
      <Flex justify="space-between" align="center" px={{ base: '5', md: '10' }} py="5">
        <HStack gap="3">
          <Image src="/logo.svg" alt="" boxSize="9" />
          <Text fontWeight="semibold" fontSize="lg" letterSpacing="wide">
            {product}
          </Text>
        </HStack>
        <LanguageSwitch tone="on-dark" />
      </Flex>
      <Flex flex="1" align="center" justify="center" gap={{ base: '0', lg: '24' }} px="6" py="8">
        <Stack gap="5" maxW="lg" display={{ base: 'none', lg: 'flex' }}>
          <Heading as="h1" size="4xl" lineHeight="1.25" fontWeight="bold">
            {product}
          </Heading>
          <Text fontSize="xl" color="blue.100">
            {t('app.productSubtitle')}
          </Text>
          <Box h="1" w="16" bg="blue.300" borderRadius="full" />
          <Text color="blue.100">{t('login.features')}</Text>
        </Stack>
        <Box
          bg="white"
          color="gray.800"
          borderRadius="xl"
          boxShadow="2xl"
          p={{ base: '7', md: '10' }}
          w="full"
          maxW="md"
          data-testid="login-card"
        >
          <Stack gap="1" mb="8">
            <Heading size="2xl">{t('login.title')}</Heading>
            <Text color="gray.500" fontSize="sm">
              {product}
            </Text>
          </Stack>
          <LoginForm pending={login.isPending} onSubmit={submit} />
          <HStack justify="space-between" mt="6" fontSize="sm">
            <Link asChild color="blue.600">
              <RouterLink to="/register">{t('login.register')}</RouterLink>
            </Link>
            <Link asChild color="blue.600">
              <RouterLink to="/resetPassword">{t('login.forgot')}</RouterLink>
            </Link>
          </HStack>
        </Box>
      </Flex>
      <Text textAlign="center" fontSize="xs" color="blue.200" py="5">
        {t('login.copyright', { city: locale === 'zh-CN' ? appConfig.cityName : appConfig.cityNameEn })}
      </Text>
    </Flex>
  );
}
