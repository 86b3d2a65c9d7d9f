-- A report's item-by-item results (docs/inspection-processing.md, "Documents"): the main inspection
-- items of its category with 符合 / 不符合 / 无此项 and a note; null on reports recorded before.
ALTER TABLE reports ADD COLUMN check_items jsonb;
