import { Box, Button, Center, HStack, Heading, Text, VStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useI18n, type UiKey } from '../../i18n/i18n';
import { HOME_PATH } from '../../routes/paths';

type ErrorCode = '401' | '404' | '500';

function ErrorPage({ code }: { code: ErrorCode }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Center minH="100vh" bg="gray.50" px="6" data-testid={`error-${code}`}>
      <VStack gap="5" textAlign="center" maxW="md">
        <Box
          fontSize={{ base: '7xl', md: '8xl' }}
          fontWeight="bold"
          lineHeight="1"
          letterSpacing="tight"
          bgGradient="to-br"
          gradientFrom="blue.400"
          gradientTo="blue.800"
          bgClip="text"
          color="transparent"
        >
          {code}
        </Box>
        <Heading size="xl">{t(`errors.${code}.title` as UiKey)}</Heading>
        <Text color="gray.600">{t(`errors.${code}.text` as UiKey)}</Text>
        <HStack gap="3">
          <Button colorPalette="blue" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('errors.home')}
          </Button>
          <Button variant="outline" onClick={() => navigate(-1)}>
            {t('errors.back')}
          </Button>
        </HStack>
      </VStack>
    </Center>
  );
}

export const ErrorPage401 = () => <ErrorPage code="401" />;
export const ErrorPage404 = () => <ErrorPage code="404" />;
export const ErrorPage500 = () => <ErrorPage code="500" />;
