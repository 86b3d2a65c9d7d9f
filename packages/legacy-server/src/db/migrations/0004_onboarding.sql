-- Onboarding: image captchas and SMS codes (both kept hashed, short-lived and single use), the
-- demo SMS outbox of the embedded sender, and enterprise account registration applications with
-- the institute's decision (who, when, outcome, opinion) on the row.
CREATE TABLE captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX captchas_expires_at_idx ON captchas (expires_at);

CREATE TABLE sms_codes (
  id text PRIMARY KEY,
  mobile text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_codes_mobile_idx ON sms_codes (mobile, purpose, created_at);

CREATE TABLE sms_outbox (
  id text PRIMARY KEY,
  mobile text NOT NULL,
  content text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_mobile_idx ON sms_outbox (mobile, sent_at);

CREATE TABLE account_registrations (
  id text PRIMARY KEY,
  unit_name text NOT NULL,
  credit_code text NOT NULL,
  area_code text NOT NULL,
  reg_address text NOT NULL,
  business_address text NOT NULL,
  legal_person text NOT NULL,
  contact_person text NOT NULL,
  contact_phone text NOT NULL,
  mobile text NOT NULL,
  email text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  fixed_assets text NOT NULL DEFAULT '',
  found_date date,
  login_name text NOT NULL,
  password_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('待审核', '已通过', '未通过')),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  audited_at timestamptz,
  auditor_id text REFERENCES users (id) ON DELETE SET NULL,
  auditor text,
  opinion text,
  unit_id text REFERENCES units (id),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_registrations_state_idx ON account_registrations (state, submitted_at);
CREATE INDEX account_registrations_credit_code_idx ON account_registrations (credit_code);
CREATE INDEX account_registrations_login_name_idx ON account_registrations (login_name);

-- The documents of an application (business licence, authorisation letter), uploaded by a visitor
-- who proved the mobile with an SMS code, and linked to the application when it is filed.
CREATE TABLE account_registration_files (
  id text PRIMARY KEY,
  registration_id text REFERENCES account_registrations (id) ON DELETE CASCADE,
  mobile text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  content bytea NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_registration_files_registration_idx ON account_registration_files (registration_id);
CREATE INDEX account_registration_files_mobile_idx ON account_registration_files (mobile, uploaded_at);
