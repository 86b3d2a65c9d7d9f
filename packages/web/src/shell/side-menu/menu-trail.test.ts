import { ROLE_PRESETS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../routes/menu';
import { findRoute, ROUTE_TABLE } from '../../routes/route-table';
import { groupsHolding, menuPathFor } from './menu-trail';

const items = buildMenu(ROUTE_TABLE, [...ROLE_PRESETS.enterprise]);
const route = (path: string) => {
  const found = findRoute(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('menuPathFor', () => {
  it('is the page itself when the menu shows it', () => {
    expect(menuPathFor(items, route('/equipment/query-timeout'))).toBe('/equipment/query-timeout');
  });

  it('is the group of a page the menu hides (an equipment file), so the header names it and the group is highlighted', () => {
    expect(menuPathFor(items, route('/equipment/detail/elevator'))).toBe('/equipment');
    expect(groupsHolding(items, '/equipment')).toEqual(['equipment']);
  });

  it('is empty for a page reached from the header', () => {
    expect(menuPathFor(items, route('/error_logger_page'))).toBe('');
  });
});
