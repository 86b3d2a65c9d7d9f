-- Report versions (docs/inspection-processing.md, "Documents"): a re-issue (重新出具检验报告) makes a new
-- report row with its own number and version, and the old one is marked superseded; its kept files stay.
ALTER TABLE reports ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE reports ADD COLUMN supersedes text REFERENCES reports(id) ON DELETE SET NULL;
ALTER TABLE reports ADD COLUMN superseded_by text REFERENCES reports(id) ON DELETE SET NULL;
ALTER TABLE reports ADD COLUMN superseded_at timestamp with time zone;
CREATE UNIQUE INDEX reports_supersedes_idx ON reports (supersedes) WHERE supersedes IS NOT NULL;

-- The number a re-issue decision issued, so the decision's answer names it.
ALTER TABLE reissue_applications ADD COLUMN issued_report_no text;
