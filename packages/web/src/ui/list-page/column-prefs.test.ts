import { describe, expect, it } from 'vitest';
import { loadColumns, saveColumns, toggleColumn } from './column-prefs';

/** As the equipment views name their keys: one per view. */
const columnStorageKey = (view: string) => `portal.equipment.columns.${view}`;

const AVAILABLE = ['name', 'registerCode', 'useState', 'nextCheckDate'] as const;
const DEFAULTS = ['name', 'nextCheckDate'] as const;

describe('column chooser persistence', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(loadColumns(columnStorageKey('overdue'), AVAILABLE, DEFAULTS)).toEqual(['name', 'nextCheckDate']);
  });

  it('restores what was saved for the view, in table order', () => {
    saveColumns(columnStorageKey('overdue'), ['nextCheckDate', 'registerCode']);
    expect(window.localStorage.getItem(columnStorageKey('overdue'))).toBe('["nextCheckDate","registerCode"]');
    expect(loadColumns(columnStorageKey('overdue'), AVAILABLE, DEFAULTS)).toEqual(['registerCode', 'nextCheckDate']);
  });

  it('keeps each view apart', () => {
    saveColumns(columnStorageKey('overdue'), ['registerCode']);
    expect(loadColumns(columnStorageKey('comprehensive'), AVAILABLE, DEFAULTS)).toEqual(['name', 'nextCheckDate']);
  });

  it('drops unknown columns and survives a corrupted entry', () => {
    window.localStorage.setItem(columnStorageKey('nonUse'), '["colour","useState"]');
    expect(loadColumns(columnStorageKey('nonUse'), AVAILABLE, DEFAULTS)).toEqual(['useState']);
    window.localStorage.setItem(columnStorageKey('nonUse'), '{not json');
    expect(loadColumns(columnStorageKey('nonUse'), AVAILABLE, DEFAULTS)).toEqual(['name', 'nextCheckDate']);
    window.localStorage.setItem(columnStorageKey('nonUse'), '["colour"]');
    expect(loadColumns(columnStorageKey('nonUse'), AVAILABLE, DEFAULTS)).toEqual(['name', 'nextCheckDate']);
  });
});

describe('toggleColumn', () => {
  it('shows a hidden column at its place in the table', () => {
    expect(toggleColumn(['name', 'nextCheckDate'], 'registerCode', AVAILABLE)).toEqual(['name', 'registerCode', 'nextCheckDate']);
  });

  it('hides a shown column but never the last one', () => {
    expect(toggleColumn(['name', 'nextCheckDate'], 'name', AVAILABLE)).toEqual(['nextCheckDate']);
    expect(toggleColumn(['name'], 'name', AVAILABLE)).toEqual(['name']);
  });
});
