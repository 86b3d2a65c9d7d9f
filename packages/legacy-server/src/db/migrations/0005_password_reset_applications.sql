-- Password-reset applications (重置密码申请): the applicant's new password is kept hashed (the
-- users table's scheme) and put in force only when the institute approves; the decision (who, when,
-- outcome, opinion) stays on the row.
CREATE TABLE password_reset_applications (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  login_name text NOT NULL,
  name text NOT NULL,
  unit_name text,
  mobile text NOT NULL,
  reason text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  state text NOT NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  audited_at timestamptz,
  auditor_id text REFERENCES users (id) ON DELETE SET NULL,
  auditor text,
  opinion text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_applications_state_idx ON password_reset_applications (state, submitted_at);
CREATE INDEX password_reset_applications_user_idx ON password_reset_applications (user_id);
