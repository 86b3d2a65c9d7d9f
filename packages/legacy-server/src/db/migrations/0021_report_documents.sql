-- Report files rendered once and kept (resources/reports/documents.ts): every download of a report's
-- file answers the same bytes, identified by their SHA-256 (the ETag), so the document a unit holds can
-- be checked against the institute's copy.
CREATE TABLE report_documents (
  report_id text NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
  file_type text NOT NULL,
  content bytea NOT NULL,
  sha256 text NOT NULL,
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY (report_id, file_type)
);

-- The code a report's QR link carries to the public verification page: 96 random bits, never the
-- report's number or id (docs/inspection-processing.md, "Documents").
ALTER TABLE reports ADD COLUMN verify_code text NOT NULL DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 24);
CREATE UNIQUE INDEX reports_verify_code_idx ON reports (verify_code);
