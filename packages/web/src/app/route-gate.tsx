import { Center, Spinner } from '@chakra-ui/react';
import { Navigate, useLocation } from 'react-router-dom';
import { UnderConstructionBare } from '../features/under-construction/under-construction';
import { FORBIDDEN_PATH, guard } from '../routes/guard';
import { NOT_FOUND_ROUTE } from '../routes/route-table';
import type { FlatRoute } from '../routes/route-types';
import { useSession } from '../session/session-state';
import { Shell } from '../shell/shell';
import { useDocumentTitle } from './document-title';
import { useErrorReporting } from './error-reporting';
import { PAGE_REGISTRY } from './page-registry';

function BarePage({ route }: { route: FlatRoute }) {
  const Page = PAGE_REGISTRY[route.name] ?? UnderConstructionBare;
  return <Page />;
}

function Waiting() {
  return (
    <Center h="100vh">
      <Spinner size="xl" color="blue.500" borderWidth="3px" />
    </Center>
  );
}

/** Applies the access rules to every navigation and renders the page, bare or in the shell. */
export function RouteGate() {
  const location = useLocation();
  const session = useSession();
  const decision = guard(location, session.state);
  const shown =
    decision.kind === 'render' ? decision.route : decision.kind === 'not-found' ? NOT_FOUND_ROUTE : undefined;
  useDocumentTitle(shown);
  useErrorReporting(session.state.status === 'signed-in');

  switch (decision.kind) {
    case 'wait':
      return <Waiting />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return <Navigate to={FORBIDDEN_PATH} replace state={{ from: location.pathname }} />;
    case 'not-found':
      return <BarePage route={NOT_FOUND_ROUTE} />;
    case 'render':
      if (decision.route.layout === 'bare') return <BarePage route={decision.route} />;
      return <Shell route={decision.route} />;
  }
}
