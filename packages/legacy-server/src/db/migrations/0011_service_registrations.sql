-- Issue 12's registrations of the unit: elevator rescues and faults (kept as registered), and
-- termination (停用 / 报废 / 注销) and maintenance project (改造 / 修理 / 维保) applications, which
-- the institute approves or returns. Equipment lists and state histories as for inspection applications.
CREATE TABLE rescue_registrations (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  equipment_id text REFERENCES equipment (id) ON DELETE SET NULL,
  register_code text NOT NULL,
  equipment_name text NOT NULL,
  place text NOT NULL,
  alarm_at timestamptz NOT NULL,
  reporter text NOT NULL,
  reporter_phone text NOT NULL,
  trapped_count integer NOT NULL,
  arrived_at timestamptz,
  released_at timestamptz,
  rescuers text NOT NULL DEFAULT '',
  fault_description text NOT NULL,
  fault_cause text,
  casualties text NOT NULL DEFAULT '',
  result text NOT NULL DEFAULT '',
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rescue_registrations_unit_alarm_idx ON rescue_registrations (unit_id, alarm_at);

CREATE TABLE fault_registrations (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  equipment_id text REFERENCES equipment (id) ON DELETE SET NULL,
  register_code text NOT NULL,
  equipment_name text NOT NULL,
  place text NOT NULL,
  fault_at timestamptz NOT NULL,
  fault_description text NOT NULL,
  fault_cause text,
  handling text NOT NULL DEFAULT '',
  recovered_at timestamptz,
  handler text NOT NULL DEFAULT '',
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX fault_registrations_unit_fault_idx ON fault_registrations (unit_id, fault_at);

CREATE SEQUENCE service_application_no_seq;

CREATE TABLE terminations (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  application_no text NOT NULL UNIQUE,
  type text NOT NULL,
  reason text NOT NULL,
  stop_from date,
  stop_to date,
  handler text NOT NULL,
  remark text NOT NULL DEFAULT '',
  state text NOT NULL,
  opinion text,
  submitted_at timestamptz,
  reviewer text,
  reviewed_at timestamptz,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX terminations_unit_updated_idx ON terminations (unit_id, updated_at);
CREATE INDEX terminations_state_idx ON terminations (state, submitted_at);

CREATE TABLE termination_items (
  id text PRIMARY KEY,
  termination_id text NOT NULL REFERENCES terminations (id) ON DELETE CASCADE,
  position integer NOT NULL,
  equipment_id text NOT NULL REFERENCES equipment (id),
  register_code text NOT NULL DEFAULT '',
  equipment_name text NOT NULL
);
CREATE INDEX termination_items_termination_idx ON termination_items (termination_id, position);
CREATE INDEX termination_items_equipment_idx ON termination_items (equipment_id);

CREATE TABLE termination_history (
  id text PRIMARY KEY,
  termination_id text NOT NULL REFERENCES terminations (id) ON DELETE CASCADE,
  state text NOT NULL,
  operator text,
  remark text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX termination_history_termination_idx ON termination_history (termination_id, changed_at);

CREATE TABLE maintenance_projects (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  application_no text NOT NULL UNIQUE,
  kind text NOT NULL,
  construction_unit text NOT NULL,
  license_no text NOT NULL,
  notice_date date NOT NULL,
  planned_completion_date date,
  content text NOT NULL DEFAULT '',
  state text NOT NULL,
  opinion text,
  submitted_at timestamptz,
  reviewer text,
  reviewed_at timestamptz,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX maintenance_projects_unit_updated_idx ON maintenance_projects (unit_id, updated_at);
CREATE INDEX maintenance_projects_state_idx ON maintenance_projects (state, submitted_at);

CREATE TABLE maintenance_project_items (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES maintenance_projects (id) ON DELETE CASCADE,
  position integer NOT NULL,
  equipment_id text NOT NULL REFERENCES equipment (id),
  register_code text NOT NULL DEFAULT '',
  equipment_name text NOT NULL
);
CREATE INDEX maintenance_project_items_project_idx ON maintenance_project_items (project_id, position);

CREATE TABLE maintenance_project_history (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES maintenance_projects (id) ON DELETE CASCADE,
  state text NOT NULL,
  operator text,
  remark text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX maintenance_project_history_project_idx ON maintenance_project_history (project_id, changed_at);
