import { lazyPage, withProps, type PageRegistry } from '../../app/lazy-page';

/** One inspection application form, configured per kind (the edit pages take the kind of the application). */
const InspectionApplicationFormPage = lazyPage(
  () => import('./form/application-form-page').then((m) => m.InspectionApplicationFormPage),
  'InspectionApplicationFormPage',
);

/** The feature's pages in the shell, by route name; app/page-registry.tsx merges every feature's `PAGES`. */
export const PAGES: PageRegistry = {
  'online-apply': lazyPage(() => import('./landing/online-apply-page').then((m) => m.OnlineApplyPage), 'OnlineApplyPage'),
  'online-apply-form': withProps(InspectionApplicationFormPage, { kind: 'periodic' }, 'InspectionApplicationFormPage(periodic)'),
  'equipment-online-apply-form': withProps(InspectionApplicationFormPage, { kind: 'periodic' }, 'InspectionApplicationFormPage(periodic)'),
  'online-apply-form-JJ': withProps(InspectionApplicationFormPage, { kind: 'first' }, 'InspectionApplicationFormPage(first)'),
  'equipment-online-apply-form-JJ': withProps(InspectionApplicationFormPage, { kind: 'first' }, 'InspectionApplicationFormPage(first)'),
  'online-apply-form-JD': withProps(InspectionApplicationFormPage, { kind: 'supervision' }, 'InspectionApplicationFormPage(supervision)'),
  'ping-DJ-apply': withProps(InspectionApplicationFormPage, { kind: 'pipeline_periodic' }, 'InspectionApplicationFormPage(pipeline_periodic)'),
  'new-equ-apply': withProps(InspectionApplicationFormPage, { kind: 'first', newEquipment: true }, 'InspectionApplicationFormPage(new)'),
  'online-apply-edit': InspectionApplicationFormPage,
  'online-apply-edit-JJ': InspectionApplicationFormPage,
  'online-apply-query': lazyPage(() => import('./query/application-query-page').then((m) => m.InspectionApplicationQueryPage), 'InspectionApplicationQueryPage'),
  'online-apply-detail': lazyPage(
    () => import('./detail/application-detail-page').then((m) => m.InspectionApplicationDetailPage),
    'InspectionApplicationDetailPage',
  ),
};
