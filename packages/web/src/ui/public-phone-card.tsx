import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PublicFrame } from './public-frame';

/**
 * A public page opened by scanning a code with a phone (paying, verifying a report, an elevator's
 * status): the public frame with its content in one card as wide as a phone.
 */
export function PublicPhoneCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PublicFrame title={title}>
      <Box maxW="390px" mx="auto" bg="white" borderRadius="lg" borderWidth="1px" p="5">
        {children}
      </Box>
    </PublicFrame>
  );
}
