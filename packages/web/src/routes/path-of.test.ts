import { describe, expect, it } from 'vitest';
import { pathById, routePath } from './path-of';
import { withQuery } from './paths';

describe('routePath', () => {
  it("gives a route's absolute path by its name", () => {
    expect(routePath('maintenance-pro-view')).toBe('/company-service/maintenance-pro-view');
    expect(routePath('maintenance-review-detail')).toBe('/inspection-review/maintenance-review-detail');
  });

  it('refuses a name the table does not know', () => {
    expect(() => routePath('no-such-route')).toThrow(/no-such-route/);
  });
});

describe('pathById', () => {
  it('puts the id in the query, encoded, and leaves it out when there is none', () => {
    const view = pathById('termination-view');
    expect(view('t 1')).toBe('/company-service/termination-view?id=t%201');
    expect(view()).toBe('/company-service/termination-view');
    expect(withQuery('/a', { x: '1', y: undefined })).toBe('/a?x=1');
  });
});
