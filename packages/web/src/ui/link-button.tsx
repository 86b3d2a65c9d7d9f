import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A page of the SPA opened from a button (编辑, 更多, a record's file): a router link drawn as a button. */
export function LinkButton({ to, children, ...button }: ButtonProps & { to: string }) {
  return (
    <Button asChild {...button}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
