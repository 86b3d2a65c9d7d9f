import { pathById } from '../../routes/path-of';
import type { ServiceApplicationKind } from '../../ui/service-application';

/** Maintenance projects among the service applications: their word and pages. */
export const MAINTENANCE_PROJECT_KIND: ServiceApplicationKind = {
  word: 'maintenance-project',
  reviewListTestId: 'maintenance-review-list',
  paths: { form: pathById('maintenance-pro-apply'), view: pathById('maintenance-pro-view'), reviewDetail: pathById('maintenance-review-detail') },
};
