import { maintenanceProjectFormPath, maintenanceProjectReviewDetailPath, maintenanceProjectViewPath } from '../../routes/paths';
import type { ServiceApplicationKind } from '../../ui/service-application';

/** Maintenance projects among the service applications: their word and pages. */
export const MAINTENANCE_PROJECT_KIND: ServiceApplicationKind = {
  word: 'maintenance-project',
  reviewListTestId: 'maintenance-review-list',
  paths: { form: maintenanceProjectFormPath, view: maintenanceProjectViewPath, reviewDetail: maintenanceProjectReviewDetailPath },
};
