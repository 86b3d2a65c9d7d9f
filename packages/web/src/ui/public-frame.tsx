import { Box, Heading, HStack, Image, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

/** The bare frame of the pages reachable without a session: the product's name over a centred column. */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const { productTitle } = useI18n();
  return (
    <Box minH="100vh" bg="gray.50">
      <Box bg="blue.700" color="white" py="3" px="6">
        <HStack gap="3">
          <Image src="/logo.svg" alt="" boxSize="8" />
          <Text fontWeight="semibold">{productTitle}</Text>
        </HStack>
      </Box>
      <Box maxW="5xl" mx="auto" px="4" py="6">
        <Heading size="lg" mb="4">
          {title}
        </Heading>
        {children}
      </Box>
    </Box>
  );
}
