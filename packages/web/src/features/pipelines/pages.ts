import { lazyPage, type PageRegistry } from '../../app/lazy-page';

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'equip-pressure-pipeline-maintain': lazyPage(
    () => import('./pipeline-maintain-page').then((m) => m.PipelineMaintainPage),
    'PipelineMaintainPage',
  ),
  'pipeline-info-new': lazyPage(
    () => import('./pipeline-form-page').then((m) => m.PipelineFormPage),
    'PipelineFormPage',
  ),
};
