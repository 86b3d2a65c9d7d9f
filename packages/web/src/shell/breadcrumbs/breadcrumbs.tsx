import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useI18n } from '../../i18n/i18n';
import { buildBreadcrumbs } from '../../routes/breadcrumbs';
import type { FlatRoute } from '../../routes/route-types';

export function Breadcrumbs({ route }: { route: FlatRoute }) {
  const { routeTitle } = useI18n();
  const crumbs = buildBreadcrumbs(route);
  return (
    <Breadcrumb.Root size="sm" data-testid="breadcrumbs">
      <Breadcrumb.List flexWrap={{ base: 'nowrap', md: 'wrap' }} whiteSpace={{ base: 'nowrap', md: 'normal' }}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.name}>
              <Breadcrumb.Item>
                {last || !crumb.path ? (
                  <Breadcrumb.CurrentLink color={last ? 'gray.800' : 'gray.500'}>
                    {routeTitle(crumb)}
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild color="gray.500" _hover={{ color: 'blue.600' }}>
                    <RouterLink to={crumb.path}>{routeTitle(crumb)}</RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
