-- Texts sent on a user's behalf (authorisation links, application notices): who asked, for which
-- unit and record, to which number, when. The caps of docs/security.md ("SMS sent on a user's
-- behalf") count these rows, so they hold across every gateway and platform instance.
CREATE TABLE sms_sends (
  id text PRIMARY KEY,
  purpose text NOT NULL,
  mobile text NOT NULL,
  unit_id text,
  user_id text,
  record_id text,
  sent_at timestamptz NOT NULL
);
CREATE INDEX sms_sends_mobile_idx ON sms_sends (mobile, sent_at);
CREATE INDEX sms_sends_unit_idx ON sms_sends (unit_id, sent_at);
CREATE INDEX sms_sends_user_idx ON sms_sends (user_id, sent_at);
CREATE INDEX sms_sends_record_idx ON sms_sends (record_id, purpose, sent_at);
