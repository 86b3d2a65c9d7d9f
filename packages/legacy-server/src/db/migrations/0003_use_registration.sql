-- Use-registration applications with their state history, attachments of any record, and the
-- institute's notices (articles).

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
CREATE TABLE attachments (
  id text PRIMARY KEY,
  unit_id text REFERENCES units (id),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  biz_type text,
  ref_id text,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attachments_ref_idx ON attachments (biz_type, ref_id);
CREATE INDEX attachments_unit_idx ON attachments (unit_id);

CREATE TABLE articles (
  id text PRIMARY KEY,
  title text NOT NULL,
  content text NOT NULL,
  author text NOT NULL,
  published_at timestamptz NOT NULL,
  is_top boolean NOT NULL DEFAULT false,
  attachment_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX articles_top_published_idx ON articles (is_top, published_at);
