-- The equipment lists at 100 000 files (25 000 in one unit), one request within 100 ms whatever the
-- view, filter, sort or page (resources/equipment/list.ts reads a page as its ids first, then the
-- 20 rows). Each list index starts with unit_id: every list is one unit's files.

-- A trigram index answers the partial-text filters (ILIKE '%…%') of three characters or more.
-- PGlite loads the extension when it opens the database (db/pglite-database.ts); on PostgreSQL it
-- is a trusted contrib extension (postgresql-contrib on Debian).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The keyword columns, each lowercased as ILIKE lowercases it and joined by U+001F, which a keyword
-- cannot span: `search_text LIKE lower('%kw%')` finds exactly the rows where any column ILIKE '%kw%'
-- (resources/equipment/filters.ts). One LIKE over one column instead of six ILIKEs, readable from an index.
ALTER TABLE equipment ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(coalesce(name, '')) || chr(31) ||
  lower(coalesce(register_code, '')) || chr(31) ||
  lower(coalesce(use_cert_no, '')) || chr(31) ||
  lower(coalesce(unit_internal_no, '')) || chr(31) ||
  lower(coalesce(device_code, '')) || chr(31) ||
  lower(coalesce(use_place, ''))
) STORED;

-- Newest change first (the default order), covering the filters that no other index answers: a
-- keyword, a partial text or a date range is counted and paged from this index alone, in order,
-- without reading the table.
DROP INDEX equipment_unit_updated_idx;
CREATE INDEX equipment_unit_updated_idx ON equipment (unit_id, updated_at DESC, id DESC)
  INCLUDE (search_text, name, register_code, use_cert_no, unit_internal_no, device_code, category_code, use_date, load_test_date);

-- One index per sort field, ending in the id tie-breaker: a page in either direction (the
-- tie-breaker follows the direction) skips its OFFSET inside the index, and a filter on the field
-- counts from the index alone.
DROP INDEX equipment_unit_category_idx;
-- Also counts 载荷试验 (hoisting machinery with a load test date) from the index alone.
CREATE INDEX equipment_unit_category_idx ON equipment (unit_id, category_code, id) INCLUDE (load_test_date);
DROP INDEX equipment_unit_use_state_idx;
CREATE INDEX equipment_unit_use_state_idx ON equipment (unit_id, use_state, id);
CREATE INDEX equipment_unit_name_idx ON equipment (unit_id, name, id);
CREATE INDEX equipment_unit_sub_type_idx ON equipment (unit_id, sub_type_code, id);
CREATE INDEX equipment_unit_register_code_idx ON equipment (unit_id, register_code, id);
CREATE INDEX equipment_unit_use_cert_no_idx ON equipment (unit_id, use_cert_no, id);
CREATE INDEX equipment_unit_internal_no_idx ON equipment (unit_id, unit_internal_no, id);
CREATE INDEX equipment_unit_device_code_idx ON equipment (unit_id, device_code, id);
CREATE INDEX equipment_unit_use_place_idx ON equipment (unit_id, use_place, id);
CREATE INDEX equipment_unit_area_idx ON equipment (unit_id, area_code, id);
CREATE INDEX equipment_unit_register_state_idx ON equipment (unit_id, register_state, id);
CREATE INDEX equipment_unit_last_check_idx ON equipment (unit_id, last_check_date, id);
CREATE INDEX equipment_unit_conclusion_idx ON equipment (unit_id, check_conclusion, id);
CREATE INDEX equipment_unit_use_date_idx ON equipment (unit_id, use_date, id);
-- (unit_id, next_check_date, id) exists: equipment_unit_next_check_idx.

-- 超期未检 and 检验即将到期: in use, a range of next inspection dates, most urgent first.
CREATE INDEX equipment_unit_state_next_check_idx ON equipment (unit_id, use_state, next_check_date, id);

-- 即将到期: the design life's end or the certificate's end within the window (resources/equipment/views.ts).
CREATE INDEX equipment_unit_life_end_idx ON equipment (unit_id, ((use_date + make_interval(years => design_life_years))::date));
CREATE INDEX equipment_unit_cert_valid_idx ON equipment (unit_id, use_cert_valid_date);

-- A rare partial text (a keyword or a piece of a code, three characters or more) is found through
-- trigrams of search_text: the keyword asks search_text, and each text filter asks it too.
CREATE INDEX equipment_search_text_trgm_idx ON equipment USING gin (search_text gin_trgm_ops);

-- The table was rewritten: the planner needs statistics of the new column and indexes at once.
ANALYZE equipment;
