-- Issue 12's elevator pages: the unit's conformity declarations (符合性声明) of its elevators,
-- typed-name signed and submitted at once (state 已提交; the institute may later approve or return).
CREATE TABLE conformity_declarations (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  equipment_id text NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  register_code text NOT NULL,
  equipment_name text NOT NULL,
  year integer NOT NULL,
  maintenance_unit text NOT NULL,
  self_check_date date NOT NULL,
  conforms boolean NOT NULL,
  declarant text NOT NULL,
  declared_at timestamptz,
  state text NOT NULL,
  opinion text,
  remark text NOT NULL DEFAULT '',
  attachment_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX conformity_declarations_unit_updated_idx ON conformity_declarations (unit_id, updated_at);
CREATE UNIQUE INDEX conformity_declarations_equipment_year_key ON conformity_declarations (equipment_id, year);
