-- 网上报检 (appOnline): the enterprise's inspection applications, their equipment with fees, their
-- state history, and the platform's fee schedule. Kinds, states, payment states and pick-up are the
-- platform's Chinese words (docs/inspection-applications.md).

CREATE SEQUENCE inspection_application_no_seq;

CREATE TABLE inspection_applications (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  application_no text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('定期检验', '首次检验', '监督检验', '管道定期检验')),
  state text NOT NULL CHECK (state IN ('草稿', '已提交', '已受理', '退回', '已约检', '检验中', '意见通知书',
    '整改反馈', '复检', '报告编制中', '待缴费', '已缴费', '报告已出具', '已归档', '已取消')),
  payment_state text NOT NULL DEFAULT '未缴费' CHECK (payment_state IN ('未缴费', '支付中', '已缴费')),
  auth_code text UNIQUE,
  auth_code_expires_at timestamptz,
  institute text NOT NULL DEFAULT '',
  site_contact text NOT NULL,
  site_contact_mobile text NOT NULL,
  site_address text NOT NULL,
  area_code text,
  wished_date date,
  maintenance_unit text NOT NULL DEFAULT '',
  invoice_title text NOT NULL DEFAULT '',
  tax_no text NOT NULL DEFAULT '',
  report_pickup text NOT NULL DEFAULT '自取' CHECK (report_pickup IN ('自取', '快递')),
  express_address text NOT NULL DEFAULT '',
  urgent boolean NOT NULL DEFAULT false,
  remark text NOT NULL DEFAULT '',
  fee_total numeric(12, 2),
  opinion text,
  submitted_at timestamptz,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspection_applications_unit_state_idx ON inspection_applications (unit_id, state);
CREATE INDEX inspection_applications_unit_updated_idx ON inspection_applications (unit_id, updated_at);
CREATE INDEX inspection_applications_unit_submitted_idx ON inspection_applications (unit_id, submitted_at);
-- The institute's desk: all units' applications in one state, oldest submission first.
CREATE INDEX inspection_applications_state_idx ON inspection_applications (state, submitted_at);

CREATE TABLE inspection_application_items (
  id text PRIMARY KEY,
  application_id text NOT NULL REFERENCES inspection_applications (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  equipment_id text REFERENCES equipment (id) ON DELETE SET NULL,
  category_code text NOT NULL,
  sub_type_code text NOT NULL,
  register_code text NOT NULL DEFAULT '',
  device_code text NOT NULL DEFAULT '',
  equipment_name text NOT NULL,
  model text NOT NULL DEFAULT '',
  use_place text NOT NULL DEFAULT '',
  fee numeric(12, 2),
  fee_breakdown jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX inspection_application_items_application_idx ON inspection_application_items (application_id, position);
-- checkOnline: is this equipment already in an open application?
CREATE INDEX inspection_application_items_equipment_idx ON inspection_application_items (equipment_id);

CREATE TABLE inspection_application_history (
  id text PRIMARY KEY,
  application_id text NOT NULL REFERENCES inspection_applications (id) ON DELETE CASCADE,
  state text NOT NULL,
  operator text,
  remark text,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inspection_application_history_application_idx ON inspection_application_history (application_id, changed_at);

-- 收费标准 (yuan). The most specific rule wins: sub-type over category, a kind over any kind (NULL).
-- Elevators: +10 % of the base for every floor above 5 (docs/inspection-applications.md).
CREATE TABLE inspection_fee_rules (
  id text PRIMARY KEY,
  category_code text NOT NULL,
  sub_type_code text,
  kind text,
  label text NOT NULL,
  base_amount numeric(12, 2) NOT NULL,
  param_key text,
  per_unit_above integer,
  per_unit_rate numeric(6, 4),
  urgent_rate numeric(6, 4)
);
CREATE INDEX inspection_fee_rules_category_idx ON inspection_fee_rules (category_code);

INSERT INTO inspection_fee_rules (id, category_code, sub_type_code, kind, label, base_amount, param_key, per_unit_above, per_unit_rate, urgent_rate) VALUES
  ('fee-1000', '1000', NULL, NULL, '锅炉定期检验费', 800.00, NULL, NULL, NULL, 0.2000),
  ('fee-1000-first', '1000', NULL, '首次检验', '锅炉首次检验费', 1200.00, NULL, NULL, NULL, 0.2000),
  ('fee-1000-sup', '1000', NULL, '监督检验', '锅炉安装监督检验费', 2400.00, NULL, NULL, NULL, 0.2000),
  ('fee-2000', '2000', NULL, NULL, '压力容器定期检验费', 400.00, NULL, NULL, NULL, 0.2000),
  ('fee-2000-sup', '2000', NULL, '监督检验', '压力容器安装监督检验费', 900.00, NULL, NULL, NULL, 0.2000),
  ('fee-3000', '3000', NULL, NULL, '电梯定期检验费', 560.00, 'floors', 5, 0.1000, 0.2000),
  ('fee-3000-first', '3000', NULL, '首次检验', '电梯首次检验费', 800.00, 'floors', 5, 0.1000, 0.2000),
  ('fee-3000-sup', '3000', NULL, '监督检验', '电梯安装监督检验费', 1800.00, 'floors', 5, 0.1000, 0.2000),
  ('fee-4000', '4000', NULL, NULL, '起重机械定期检验费', 600.00, NULL, NULL, NULL, 0.2000),
  ('fee-4000-sup', '4000', NULL, '监督检验', '起重机械安装监督检验费', 1500.00, NULL, NULL, NULL, 0.2000),
  ('fee-5000', '5000', NULL, NULL, '场(厂)内专用机动车辆检验费', 120.00, NULL, NULL, NULL, 0.2000),
  ('fee-6000', '6000', NULL, NULL, '大型游乐设施定期检验费', 1500.00, NULL, NULL, NULL, 0.2000),
  ('fee-7000', '7000', NULL, NULL, '压力管道元件检验费', 300.00, NULL, NULL, NULL, 0.2000),
  ('fee-8000', '8000', NULL, NULL, '压力管道定期检验费', 1000.00, NULL, NULL, NULL, 0.2000),
  ('fee-9000', '9000', NULL, NULL, '客运索道定期检验费', 5000.00, NULL, NULL, NULL, 0.2000);
