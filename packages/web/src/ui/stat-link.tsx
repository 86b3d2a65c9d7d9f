import { Link, Stat } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A headline figure of an overview that opens the list behind it. */
export function StatLink({ label, value, to, colour, testId }: { label: string; value: number; to: string; colour?: string; testId?: string }) {
  return (
    <Link asChild _hover={{ textDecoration: 'none', borderColor: 'blue.400' }} borderWidth="1px" borderRadius="md" p="4" display="block">
      <RouterLink to={to} data-testid={testId}>
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <Stat.ValueText style={colour ? { color: colour } : undefined}>{value}</Stat.ValueText>
        </Stat.Root>
      </RouterLink>
    </Link>
  );
}
