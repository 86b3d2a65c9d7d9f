-- 作业人员 (operator on the wire) with their certificates (TSG Z6001-2019), and the change records
-- of a unit's basic information (unit/changeUnit, findChangeUnit).

CREATE TABLE workers (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  name text NOT NULL,
  gender text NOT NULL CHECK (gender IN ('男', '女')),
  id_card text NOT NULL,
  mobile text NOT NULL DEFAULT '',
  employment_state text NOT NULL CHECK (employment_state IN ('在聘', '解聘')),
  remark text NOT NULL DEFAULT '',
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One person once per unit; the lists are one unit's operators, newest change first.
CREATE UNIQUE INDEX workers_unit_id_card_idx ON workers (unit_id, id_card);
CREATE INDEX workers_unit_updated_idx ON workers (unit_id, updated_at);

CREATE TABLE worker_qualifications (
  id text PRIMARY KEY,
  worker_id text NOT NULL REFERENCES workers (id) ON DELETE CASCADE,
  unit_id text NOT NULL REFERENCES units (id),
  operator_code text NOT NULL,
  certificate_no text NOT NULL,
  issuing_authority text NOT NULL,
  issue_date date,
  valid_to date,
  review_date date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX worker_qualifications_worker_idx ON worker_qualifications (worker_id);
-- The certificate page and the overview read one unit's certificates by their end date.
CREATE INDEX worker_qualifications_unit_valid_idx ON worker_qualifications (unit_id, valid_to);

-- One changed field of a unit: registered fields wait for the institute's review (已提交), the
-- fields the enterprise keeps itself are recorded as applied at once (已通过).
CREATE TABLE unit_changes (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  field text NOT NULL,
  field_label text NOT NULL,
  old_value text NOT NULL DEFAULT '',
  new_value text NOT NULL DEFAULT '',
  reason text NOT NULL DEFAULT '',
  state text NOT NULL CHECK (state IN ('草稿', '已提交', '已通过', '退回')),
  opinion text,
  applied_by text REFERENCES users (id) ON DELETE SET NULL,
  applicant_name text,
  applied_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX unit_changes_unit_applied_idx ON unit_changes (unit_id, applied_at);
