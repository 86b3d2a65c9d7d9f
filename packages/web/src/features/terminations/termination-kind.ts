import { terminationFormPath, terminationReviewDetailPath, terminationViewPath } from '../../routes/paths';
import type { ServiceApplicationKind } from '../../ui/service-application';

/** Terminations among the service applications: their word and pages. */
export const TERMINATION_KIND: ServiceApplicationKind = {
  word: 'termination',
  reviewListTestId: 'termination-review-list',
  paths: { form: terminationFormPath, view: terminationViewPath, reviewDetail: terminationReviewDetailPath },
};
