import { Card, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** Inside a section card: outlined, with a smaller heading and no margin of its own. */
  nested?: boolean;
  /** The body's content centred (a donut beside a taller chart). */
  centred?: boolean;
  children: ReactNode;
};

/** A chart under its heading: the desk's and the overviews' figures each stand in one. */
export function ChartCard({ title, nested = false, centred = false, children }: Props) {
  return (
    <Card.Root {...(nested ? { variant: 'outline' } : { mb: '4' })}>
      <Card.Header pb="0">
        <Heading size={nested ? 'sm' : 'md'}>{title}</Heading>
      </Card.Header>
      <Card.Body justifyContent={centred ? 'center' : undefined}>{children}</Card.Body>
    </Card.Root>
  );
}
