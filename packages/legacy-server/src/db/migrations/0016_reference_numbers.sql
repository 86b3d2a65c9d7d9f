-- Reference numbers (受理编号) of the applications visitors file: prefix + the Asia/Shanghai day +
-- a 3-digit sequence per day and kind (ZC20261129001, CZ20261129001). The internal id stays the
-- key; reference_sequences hands out each day's numbers in one statement, so two concurrent
-- creations never draw the same one, and the unique indexes guard it.
CREATE TABLE reference_sequences (
  prefix text NOT NULL,
  day text NOT NULL,
  last integer NOT NULL,
  PRIMARY KEY (prefix, day)
);

ALTER TABLE account_registrations ADD COLUMN reference_no text;
ALTER TABLE password_reset_applications ADD COLUMN reference_no text;

-- Rows filed before: numbered by their Asia/Shanghai submission day, in submission order.
UPDATE account_registrations AS target
SET reference_no = numbered.reference_no
FROM (
  SELECT id, 'ZC' || to_char((submitted_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD')
    || lpad(row_number() OVER (PARTITION BY to_char((submitted_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD') ORDER BY submitted_at, id)::text, 3, '0') AS reference_no
  FROM account_registrations
) AS numbered
WHERE numbered.id = target.id;

UPDATE password_reset_applications AS target
SET reference_no = numbered.reference_no
FROM (
  SELECT id, 'CZ' || to_char((submitted_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD')
    || lpad(row_number() OVER (PARTITION BY to_char((submitted_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYYMMDD') ORDER BY submitted_at, id)::text, 3, '0') AS reference_no
  FROM password_reset_applications
) AS numbered
WHERE numbered.id = target.id;

INSERT INTO reference_sequences (prefix, day, last)
SELECT substr(reference_no, 1, 2), substr(reference_no, 3, 8), max(substr(reference_no, 11)::integer)
FROM (SELECT reference_no FROM account_registrations UNION ALL SELECT reference_no FROM password_reset_applications) AS filed
GROUP BY substr(reference_no, 1, 2), substr(reference_no, 3, 8);

CREATE UNIQUE INDEX account_registrations_reference_no_idx ON account_registrations (reference_no);
CREATE UNIQUE INDEX password_reset_applications_reference_no_idx ON password_reset_applications (reference_no);
