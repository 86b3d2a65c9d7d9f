import type { CurrentUser } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import { tsr } from '../../api/client';
import { OVERVIEW_QUERY, STATISTICS_QUERY } from '../../api/queries/dashboard';
import { RECENT_NOTICES_QUERY } from '../../api/queries/notices';
import { unitQuery } from '../../shell/header/use-org-name';

/**
 * The enterprise desk's first requests (with the unit's name of the greeting), started as the
 * user signs in so that they run while the shell and the desk render, not after. The institute's
 * desk asks for its own lists when it renders.
 */
export function prefetchDesk(client: QueryClient, user: CurrentUser): void {
  if (user.currentRole.roleType === 'institute' || user.isSimplePwd) return;
  const queries = tsr.initQueryClient(client);
  void queries.dashboard.statistics.prefetchQuery(STATISTICS_QUERY);
  void queries.dashboard.overview.prefetchQuery(OVERVIEW_QUERY);
  void queries.notices.list.prefetchQuery(RECENT_NOTICES_QUERY);
  const unit = unitQuery(user);
  if (unit.enabled) void queries.unit.get.prefetchQuery(unit);
}
