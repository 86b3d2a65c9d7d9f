-- 意见通知书 → 整改反馈 → 复检: the rectification deadline the institute sets with a failed first
-- result, and the unit's rectification once it answers (content, when, who). One row per application:
-- a re-inspection's result goes to the report, so there is one round.
CREATE TABLE inspection_rectifications (
  application_id text PRIMARY KEY REFERENCES inspection_applications (id) ON DELETE CASCADE,
  deadline date NOT NULL,
  content text,
  submitted_at timestamptz,
  submitted_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
