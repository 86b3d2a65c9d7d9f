import { lazyPage, type PageRegistry } from './lazy-page';

/**
 * The equipment overview with the unit's construction records beneath its figures: two features'
 * parts, joined here because features do not import each other.
 */
const EquipmentOverviewPage = lazyPage(async () => {
  const [{ EquipmentOverviewPage: Overview }, { ConstructionRecordsPanel }] = await Promise.all([
    import('../features/equipment/overview/equipment-overview-page'),
    import('../features/construction-records/construction-records-panel'),
  ]);
  return function EquipmentOverviewWithRecords() {
    return (
      <Overview>
        <ConstructionRecordsPanel />
      </Overview>
    );
  };
}, 'EquipmentOverviewPage');

/**
 * Each feature's pages in the shell (its `pages.ts`, `PAGES` by route name), read at build time:
 * a new feature's pages are found without an entry here. These modules hold only loaders; the
 * pages themselves stay chunks of their own.
 */
const FEATURE_PAGES = import.meta.glob<PageRegistry>('../features/*/pages.ts', { eager: true, import: 'PAGES' });

/**
 * The page each route in the shell renders, by route name (the pages without the shell are in
 * bare-pages.tsx). The route table (routes/) is data only; the pages are joined to it here, where
 * only the app and the shell look, so no page reaches back into the table through the session
 * code. A route without an entry shows the under-construction page.
 *
 * Every page is its own chunk, loaded when first shown or earlier through `preload`
 * (lazy-frames.ts, page-preload.ts): the current route and every open tag at start, the page
 * signing in leads to once the login form is used, a menu entry on hover. The shell gives each
 * kept-alive page its own <Suspense>, so a hidden tag that is still loading never replaces the
 * visible one. Pages are imported from their own module, not the feature's index, so that two
 * pages of a feature do not share one chunk.
 *
 * This registry (with the features' `pages.ts`) is a chunk of its own, which the shell imports and
 * page-preload.ts loads: each loader carries the list of chunks its page preloads, together some
 * 6 KB gzip that the first screen (the login page) has no use for.
 */
export const PAGE_REGISTRY: PageRegistry = Object.fromEntries([
  ...Object.values(FEATURE_PAGES).flatMap((pages) => Object.entries(pages)),
  ['equipment-overview', EquipmentOverviewPage],
]);
