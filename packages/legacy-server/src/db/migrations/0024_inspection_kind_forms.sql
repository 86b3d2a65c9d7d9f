-- What each inspection kind asks for (docs/inspection-applications.md, "What each kind asks for"):
-- a supervision inspection's 施工信息 on the application, and each file's material code.
ALTER TABLE inspection_applications ADD COLUMN construction_unit text NOT NULL DEFAULT '';
ALTER TABLE inspection_applications ADD COLUMN construction_kind text;
ALTER TABLE inspection_applications ADD COLUMN construction_record_id text REFERENCES construction_records (id) ON DELETE SET NULL;
ALTER TABLE attachments ADD COLUMN material text;
