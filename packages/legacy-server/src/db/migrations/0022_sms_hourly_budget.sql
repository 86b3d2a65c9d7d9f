-- One row per Beijing hour: how many texts the platform sent in it and how many the global budget
-- refused (SMS_HOURLY_BUDGET, docs/security.md). One atomic upsert per text, so parallel sends in
-- any number of instances cannot pass the budget.
CREATE TABLE sms_hourly_budget (
  hour timestamptz PRIMARY KEY,
  sent integer NOT NULL,
  refused integer NOT NULL DEFAULT 0
);
