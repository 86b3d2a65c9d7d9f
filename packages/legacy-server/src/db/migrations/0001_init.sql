-- The platform's tables, in the contract's words (docs/architecture.md): accounts and sessions,
-- units, equipment files with their inspections and changes, construction records, pipeline lines,
-- use-registration applications, attachments, notices and the client error log.

CREATE TABLE units (
  id text PRIMARY KEY,
  name text NOT NULL,
  credit_code text NOT NULL UNIQUE,
  area_code text NOT NULL,
  reg_address text,
  business_address text,
  legal_person text,
  contact_person text,
  contact_phone text,
  postcode text,
  fixed_assets text,
  found_date date,
  reg_authority text,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  id text PRIMARY KEY,
  name text NOT NULL,
  role_type text NOT NULL CHECK (role_type IN ('enterprise', 'institute')),
  menu_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id text PRIMARY KEY,
  login_name text NOT NULL UNIQUE,
  name text NOT NULL,
  password_hash text NOT NULL,
  phone text,
  mobile text,
  id_card text,
  unit_id text REFERENCES units (id),
  area_code text,
  is_simple_pwd boolean NOT NULL DEFAULT false,
  current_role_id text REFERENCES roles (id),
  status text NOT NULL DEFAULT '0',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_unit_id_idx ON users (unit_id);

CREATE TABLE user_roles (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES roles (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, role_id)
);

CREATE TABLE sessions (
  id text PRIMARY KEY,
  extend_id text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

-- 草稿 and 退回 may be edited by the unit; 已提交 waits for the institute; 已通过 is only changed by a
-- change application.
CREATE TABLE equipment (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  category_code text NOT NULL,
  sub_type_code text NOT NULL,
  name text NOT NULL,
  model text,
  product_no text,
  device_code text,
  register_code text UNIQUE,
  use_cert_no text,
  unit_internal_no text,
  use_place text,
  area_code text,
  manufacturer text,
  manufacture_date date,
  installer text,
  use_date date,
  design_life_years integer,
  property_unit text,
  safety_manager text,
  safety_manager_phone text,
  use_state text NOT NULL CHECK (use_state IN ('未投入使用', '在用', '停用', '报废', '拆除', '迁出')),
  register_state text NOT NULL CHECK (register_state IN ('待注册', '在册', '注销')),
  inspection_institute text,
  inspection_kind text,
  inspection_report_no text,
  last_check_date date,
  check_conclusion text,
  next_check_date date,
  load_test_date date,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  record_state text NOT NULL DEFAULT '已通过' CHECK (record_state IN ('草稿', '已提交', '退回', '已通过')),
  use_cert_valid_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The query views at 100 000 files: one unit's files, filtered by category or state and ordered or
-- bounded by the next inspection; the default order is the newest change first.
CREATE INDEX equipment_unit_category_idx ON equipment (unit_id, category_code);
CREATE INDEX equipment_unit_use_state_idx ON equipment (unit_id, use_state);
CREATE INDEX equipment_next_check_date_idx ON equipment (next_check_date);
CREATE INDEX equipment_check_conclusion_idx ON equipment (check_conclusion);
CREATE INDEX equipment_unit_next_check_idx ON equipment (unit_id, next_check_date, id);
CREATE INDEX equipment_unit_category_next_check_idx ON equipment (unit_id, category_code, next_check_date, id);
CREATE INDEX equipment_unit_updated_idx ON equipment (unit_id, updated_at DESC, id DESC);

CREATE TABLE equipment_inspections (
  id text PRIMARY KEY,
  equipment_id text NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  check_date date NOT NULL,
  kind text NOT NULL,
  institute text NOT NULL,
  report_no text NOT NULL,
  conclusion text NOT NULL,
  next_check_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX equipment_inspections_equipment_idx ON equipment_inspections (equipment_id, check_date);

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

-- One changed field of a file and where its review stands. Rows from before change applications
-- belong to none and keep the field's label as the field.
CREATE TABLE equipment_changes (
  id text PRIMARY KEY,
  equipment_id text NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  field text NOT NULL,
  old_value text,
  new_value text,
  applied_at timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL CHECK (state IN ('待审核', '已审核', '退回')),
  application_id text REFERENCES equipment_change_applications (id) ON DELETE CASCADE,
  field_label text,
  opinion text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX equipment_changes_equipment_idx ON equipment_changes (equipment_id, applied_at);
CREATE INDEX equipment_changes_equipment_state_idx ON equipment_changes (equipment_id, field, state);

-- 施工告知 (eqmBcwBasic on the wire).
CREATE TABLE construction_records (
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
CREATE INDEX construction_records_unit_updated_idx ON construction_records (unit_id, updated_at DESC, id DESC);

-- Pressure pipeline lines the unit maintains itself (selfMaintain on the wire).
CREATE TABLE pipelines (
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
  use_place text,
  install_date date,
  use_state text NOT NULL CHECK (use_state IN ('未投入使用', '在用', '停用', '报废', '拆除', '迁出')),
  check_conclusion text,
  next_check_date date,
  safety_manager text,
  safety_manager_phone text,
  record_state text NOT NULL CHECK (record_state IN ('草稿', '已提交', '退回', '已通过')),
  opinion text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A line number names one line of the unit's piping.
CREATE UNIQUE INDEX pipelines_unit_no_idx ON pipelines (unit_id, pipeline_no);
CREATE INDEX pipelines_unit_next_check_idx ON pipelines (unit_id, next_check_date);

CREATE SEQUENCE use_registration_no_seq;

CREATE TABLE use_registrations (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  application_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('新设备首次启用', '停用后启用', '改造', '更名', '地址变更', '过户', '移装', '达到设计使用年限')),
  state text NOT NULL CHECK (state IN ('草稿', '已提交', '已受理', '退回补正', '审核中', '已发证', '不予登记', '已撤回')),
  equipment_id text REFERENCES equipment (id) ON DELETE SET NULL,
  category_code text NOT NULL,
  sub_type_code text NOT NULL,
  equipment_name text NOT NULL,
  device_code text NOT NULL DEFAULT '',
  register_code text NOT NULL DEFAULT '',
  model text NOT NULL DEFAULT '',
  product_no text NOT NULL DEFAULT '',
  manufacturer text NOT NULL DEFAULT '',
  installer text NOT NULL DEFAULT '',
  supervision_institute text NOT NULL DEFAULT '',
  unit_name text NOT NULL,
  credit_code text NOT NULL,
  unit_address text NOT NULL DEFAULT '',
  unit_internal_no text NOT NULL DEFAULT '',
  use_place text NOT NULL DEFAULT '',
  area_code text,
  use_date date,
  safety_manager text NOT NULL DEFAULT '',
  safety_manager_mobile text NOT NULL DEFAULT '',
  property_unit text NOT NULL DEFAULT '',
  maintenance_unit text NOT NULL DEFAULT '',
  inspection_institute text NOT NULL DEFAULT '',
  inspection_report_no text NOT NULL DEFAULT '',
  inspection_conclusion text,
  next_check_date date,
  declaration_accepted boolean NOT NULL DEFAULT false,
  use_cert_no text,
  opinion text,
  submitted_at timestamptz,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The query page lists one unit's applications by state, newest first, or by submission date.
CREATE INDEX use_registrations_unit_state_idx ON use_registrations (unit_id, state);
CREATE INDEX use_registrations_unit_updated_idx ON use_registrations (unit_id, updated_at);
CREATE INDEX use_registrations_unit_submitted_idx ON use_registrations (unit_id, submitted_at);

CREATE TABLE use_registration_history (
  id text PRIMARY KEY,
  registration_id text NOT NULL REFERENCES use_registrations (id) ON DELETE CASCADE,
  state text NOT NULL,
  operator text,
  remark text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX use_registration_history_registration_idx ON use_registration_history (registration_id, changed_at);

-- Files are kept in the database (bytea, at most 10 MiB each): they then follow the data through
-- PGlite images, dumps and any number of servers on one PostgreSQL, and a delete is transactional.
-- `ref_type` holds the platform's module name of the record (the wire's bizType).
CREATE TABLE attachments (
  id text PRIMARY KEY,
  unit_id text REFERENCES units (id),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  ref_type text,
  ref_id text,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_ref_idx ON attachments (ref_type, ref_id);
CREATE INDEX attachments_unit_idx ON attachments (unit_id);

-- The institute's notices (articles on the wire).
CREATE TABLE notices (
  id text PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  publisher text NOT NULL,
  published_at timestamptz NOT NULL,
  top boolean NOT NULL DEFAULT false,
  attachment_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_top_published_idx ON notices (top, published_at);

CREATE TABLE error_logs (
  id text PRIMARY KEY,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL,
  code text NOT NULL,
  mes text NOT NULL,
  url text NOT NULL,
  time text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX error_logs_user_created_idx ON error_logs (user_id, created_at);
