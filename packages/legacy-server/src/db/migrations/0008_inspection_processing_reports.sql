-- The institute's handling of inspection applications (schedule, per-item results), the issued
-- reports, and applications to re-issue a report (docs/inspection-processing.md).

-- One row per application the institute has scheduled: the appointment and who inspects.
CREATE TABLE inspection_schedules (
  application_id text PRIMARY KEY REFERENCES inspection_applications (id) ON DELETE CASCADE,
  scheduled_date date NOT NULL,
  inspector text NOT NULL,
  check_date date,
  result_remark text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- 检验报告: one per inspected piece of equipment. Recording a result writes the rows with
-- issued_at NULL (报告编制中); issuing the report stamps issued_at and moves the equipment's file on.
-- The seeded inspection history is copied in at seed time, so report-query shows it too.
CREATE TABLE reports (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  equipment_id text REFERENCES equipment (id) ON DELETE SET NULL,
  application_id text REFERENCES inspection_applications (id) ON DELETE SET NULL,
  application_item_id text REFERENCES inspection_application_items (id) ON DELETE SET NULL,
  inspection_id text REFERENCES equipment_inspections (id) ON DELETE SET NULL,
  report_no text NOT NULL UNIQUE,
  kind text NOT NULL,
  category_code text NOT NULL,
  sub_type_code text NOT NULL DEFAULT '',
  equipment_name text NOT NULL,
  register_code text NOT NULL DEFAULT '',
  device_code text NOT NULL DEFAULT '',
  use_place text NOT NULL DEFAULT '',
  institute text NOT NULL,
  inspector text NOT NULL DEFAULT '',
  check_date date NOT NULL,
  conclusion text NOT NULL,
  next_check_date date,
  remark text NOT NULL DEFAULT '',
  issued_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reports_unit_check_date_idx ON reports (unit_id, check_date);
CREATE INDEX reports_application_idx ON reports (application_id);
CREATE SEQUENCE report_no_seq;

-- 补发/更正申请: the unit asks to re-issue a report or for a change note; the institute decides.
CREATE TABLE reissue_applications (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  report_no text NOT NULL,
  reason text NOT NULL,
  requested_outcome text NOT NULL CHECK (requested_outcome IN ('重新出具检验报告', '出具更改说明单')),
  outcome text CHECK (outcome IN ('重新出具检验报告', '出具更改说明单')),
  state text NOT NULL CHECK (state IN ('已提交', '已通过', '已退回')),
  opinion text,
  reviewer text,
  reviewed_at timestamptz,
  applied_by text REFERENCES users (id) ON DELETE SET NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reissue_applications_unit_idx ON reissue_applications (unit_id, applied_at);
CREATE INDEX reissue_applications_state_idx ON reissue_applications (state, applied_at);
