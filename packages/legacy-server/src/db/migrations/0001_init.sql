-- Accounts, sessions, units, equipment files and the client error log.

CREATE TABLE units (
  id text PRIMARY KEY,
  orgname text NOT NULL,
  uscc text NOT NULL UNIQUE,
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
  location text,
  area_code text,
  maker text,
  make_date date,
  installer text,
  use_start_date date,
  design_life_years integer,
  owner_unit text,
  safety_manager text,
  safety_manager_phone text,
  use_state text NOT NULL CHECK (use_state IN ('未投入使用', '在用', '停用', '报废', '拆除', '迁出')),
  register_state text NOT NULL CHECK (register_state IN ('待注册', '在册', '注销')),
  check_org text,
  check_kind text,
  report_no text,
  last_check_date date,
  check_conclusion text,
  next_check_date date,
  load_test_date date,
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list pages filter one unit's files by category or state and sort or filter by the next inspection.
CREATE INDEX equipment_unit_category_idx ON equipment (unit_id, category_code);
CREATE INDEX equipment_unit_use_state_idx ON equipment (unit_id, use_state);
CREATE INDEX equipment_next_check_date_idx ON equipment (next_check_date);
CREATE INDEX equipment_check_conclusion_idx ON equipment (check_conclusion);

CREATE TABLE equipment_inspections (
  id text PRIMARY KEY,
  equipment_id text NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  check_date date NOT NULL,
  kind text NOT NULL,
  org text NOT NULL,
  report_no text NOT NULL,
  conclusion text NOT NULL,
  next_check_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX equipment_inspections_equipment_idx ON equipment_inspections (equipment_id, check_date);

CREATE TABLE equipment_changes (
  id text PRIMARY KEY,
  equipment_id text NOT NULL REFERENCES equipment (id) ON DELETE CASCADE,
  field text NOT NULL,
  old_value text,
  new_value text,
  changed_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX equipment_changes_equipment_idx ON equipment_changes (equipment_id, changed_at);

CREATE TABLE error_logs (
  id text PRIMARY KEY,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  type text NOT NULL,
  code text NOT NULL,
  mes text NOT NULL,
  url text NOT NULL,
  time text NOT NULL,
  create_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX error_logs_user_create_date_idx ON error_logs (user_id, create_date);
