import { pathById } from '../../routes/path-of';
import type { ServiceApplicationKind } from '../../ui/service-application';

/** Terminations among the service applications: their word and pages. */
export const TERMINATION_KIND: ServiceApplicationKind = {
  word: 'termination',
  reviewListTestId: 'termination-review-list',
  paths: { form: pathById('termination-apply'), view: pathById('termination-view'), reviewDetail: pathById('termination-review-detail') },
};
