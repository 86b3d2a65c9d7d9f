import { CATEGORY_SLUGS, EQUIPMENT_VIEWS, type CategorySlug, type EquipmentView } from '@portal/contract';
import type { ComponentType } from 'react';
import { EquipmentDetailPage } from './detail/equipment-detail-page';
import { EquipmentQueryPage } from './query/equipment-query-page';

function queryPage(view: EquipmentView): ComponentType {
  const Page = () => <EquipmentQueryPage view={view} />;
  Page.displayName = `EquipmentQueryPage(${view})`;
  return Page;
}

function detailPage(category: CategorySlug): ComponentType {
  const Page = () => <EquipmentDetailPage category={category} />;
  Page.displayName = `EquipmentDetailPage(${category})`;
  return Page;
}

/** The nine query views as prop-less pages, for a route table whose pages take no props. */
export const EQUIPMENT_QUERY_PAGES = Object.fromEntries(EQUIPMENT_VIEWS.map((view) => [view, queryPage(view)])) as Record<EquipmentView, ComponentType>;

/** The nine equipment file pages (detail/<slug>) as prop-less pages. */
export const EQUIPMENT_DETAIL_PAGES = Object.fromEntries(CATEGORY_SLUGS.map((slug) => [slug, detailPage(slug)])) as Record<CategorySlug, ComponentType>;
