import { lazyPage, withProps, type PageRegistry } from '../../app/lazy-page';

/** One inspection application form, configured per kind (the edit pages take the kind of the application). */
const ApplicationFormPage = lazyPage(
  () => import('./form/application-form-page').then((m) => m.ApplicationFormPage),
  'ApplicationFormPage',
);

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'online-apply': lazyPage(() => import('./landing/online-apply-page').then((m) => m.OnlineApplyPage), 'OnlineApplyPage'),
  'online-apply-form': withProps(ApplicationFormPage, { kind: 'periodic' }, 'ApplicationFormPage(periodic)'),
  'equipment-online-apply-form': withProps(ApplicationFormPage, { kind: 'periodic' }, 'ApplicationFormPage(periodic)'),
  'online-apply-form-JJ': withProps(ApplicationFormPage, { kind: 'first' }, 'ApplicationFormPage(first)'),
  'equipment-online-apply-form-JJ': withProps(ApplicationFormPage, { kind: 'first' }, 'ApplicationFormPage(first)'),
  'online-apply-form-JD': withProps(ApplicationFormPage, { kind: 'supervision' }, 'ApplicationFormPage(supervision)'),
  'ping-DJ-apply': withProps(ApplicationFormPage, { kind: 'pipeline_periodic' }, 'ApplicationFormPage(pipeline_periodic)'),
  'new-equ-apply': withProps(ApplicationFormPage, { kind: 'first', newEquipment: true }, 'ApplicationFormPage(new)'),
  'online-apply-edit': ApplicationFormPage,
  'online-apply-edit-JJ': ApplicationFormPage,
  'online-apply-query': lazyPage(() => import('./query/application-query-page').then((m) => m.ApplicationQueryPage), 'ApplicationQueryPage'),
  'online-apply-detail': lazyPage(
    () => import('./detail/application-detail-page').then((m) => m.ApplicationDetailPage),
    'ApplicationDetailPage',
  ),
};
