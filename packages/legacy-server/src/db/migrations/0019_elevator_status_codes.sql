-- The code a use sign's QR carries to the public status page (resources/elevator-use-signs/): 96 random
-- bits (gen_random_uuid draws from a strong source), so the page cannot be walked through by counting,
-- as registration codes, which are sequential, could be. Every row gets its own at once.
ALTER TABLE equipment ADD COLUMN status_code text NOT NULL DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 24);
CREATE UNIQUE INDEX equipment_status_code_idx ON equipment (status_code);
