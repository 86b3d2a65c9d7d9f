-- The equipment workflow: the review state of an equipment file, construction records (eqmBcwBasic),
-- change applications behind the change history, pipeline self-maintenance, and list indexes.

-- 草稿 and 退回 may be edited by the unit; 已提交 waits for the institute; 已通过 is only changed by a
-- change application. Files that existed before this column were accepted ones.
ALTER TABLE equipment
  ADD COLUMN record_state text NOT NULL DEFAULT '已通过' CHECK (record_state IN ('草稿', '已提交', '退回', '已通过')),
  ADD COLUMN use_cert_valid_date date;

-- The query views at 100 000 files: one unit's files, filtered by category or state and ordered or
-- bounded by the next inspection; the default order is the newest change first.
CREATE INDEX equipment_unit_next_check_idx ON equipment (unit_id, next_check_date, id);
CREATE INDEX equipment_unit_category_next_check_idx ON equipment (unit_id, category_code, next_check_date, id);
CREATE INDEX equipment_unit_updated_idx ON equipment (unit_id, updated_at DESC, id DESC);

CREATE TABLE equipment_change_applications (
  id text PRIMARY KEY,
  equipment_id text NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  unit_id text NOT NULL REFERENCES units (id),
  reason text NOT NULL,
  attachment_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  applied_by text REFERENCES users (id) ON DELETE SET NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX equipment_change_applications_equipment_idx ON equipment_change_applications (equipment_id, applied_at);

-- A change row now belongs to an application (older rows have none) and keeps its field's label and
-- the reviewer's opinion.
ALTER TABLE equipment_changes
  ADD COLUMN application_id text REFERENCES equipment_change_applications (id) ON DELETE CASCADE,
  ADD COLUMN field_label text,
  ADD COLUMN opinion text;
CREATE INDEX equipment_changes_equipment_status_idx ON equipment_changes (equipment_id, field, status);

CREATE TABLE eqm_bcw_basic (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  equipment_id text REFERENCES equipment (id) ON DELETE SET NULL,
  category_code text NOT NULL,
  equipment_name text NOT NULL,
  register_code text,
  device_code text,
  kind text NOT NULL CHECK (kind IN ('安装', '改造', '重大修理')),
  construction_unit text NOT NULL,
  license_no text NOT NULL,
  notice_date date,
  planned_completion_date date,
  use_place text,
  remark text NOT NULL DEFAULT '',
  attachment_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  state text NOT NULL CHECK (state IN ('草稿', '已提交', '退回', '已通过')),
  opinion text,
  reviewer text,
  reviewed_at timestamptz,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eqm_bcw_basic_unit_updated_idx ON eqm_bcw_basic (unit_id, updated_at DESC, id DESC);

CREATE TABLE eqm_pipelines (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  equipment_id text REFERENCES equipment (id) ON DELETE SET NULL,
  sub_type_code text NOT NULL CHECK (sub_type_code IN ('8110', '8120', '8210', '8220', '8310', '8320', '8330')),
  register_code text,
  use_cert_no text,
  name text NOT NULL,
  pipeline_no text NOT NULL,
  pipe_grade text CHECK (pipe_grade IN ('GA1', 'GA2', 'GB1', 'GB2', 'GC1', 'GC2', 'GC3')),
  medium text,
  start_point text,
  end_point text,
  nominal_diameter double precision,
  wall_thickness double precision,
  length double precision,
  design_pressure double precision,
  design_temperature double precision,
  area_code text,
  location text,
  install_date date,
  use_state text NOT NULL CHECK (use_state IN ('未投入使用', '在用', '停用', '报废', '拆除', '迁出')),
  check_conclusion text,
  next_check_date date,
  safety_manager text,
  safety_manager_phone text,
  state text NOT NULL CHECK (state IN ('草稿', '已提交', '退回', '已通过')),
  opinion text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A line number names one line of the unit's piping.
CREATE UNIQUE INDEX eqm_pipelines_unit_no_idx ON eqm_pipelines (unit_id, pipeline_no);
CREATE INDEX eqm_pipelines_unit_next_check_idx ON eqm_pipelines (unit_id, next_check_date);
