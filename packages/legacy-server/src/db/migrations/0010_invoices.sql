-- 发票 (docs/invoices.md): one invoice per paid payment order; states are the platform's words.
-- The number of an issued electronic invoice is 20 digits: year + 3302 (Ningbo) + a 12-digit serial.

CREATE SEQUENCE invoice_no_seq;

CREATE TABLE invoices (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  application_id text REFERENCES inspection_applications (id) ON DELETE SET NULL,
  application_no text,
  order_no text NOT NULL UNIQUE,
  invoice_no text UNIQUE,
  state text NOT NULL CHECK (state IN ('未开', '已开', '作废')),
  title text NOT NULL DEFAULT '',
  tax_no text NOT NULL DEFAULT '',
  amount numeric(12, 2) NOT NULL CHECK (amount > 0),
  lines jsonb NOT NULL DEFAULT '[]'::jsonb,
  issued_at timestamptz,
  voided_at timestamptz,
  void_reason text,
  voided_by text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- An issued (or voided after issue) invoice carries its number and date.
  CHECK (state = '未开' OR (invoice_no IS NOT NULL AND issued_at IS NOT NULL) OR (state = '作废' AND voided_at IS NOT NULL))
);

CREATE INDEX invoices_unit_created_idx ON invoices (unit_id, created_at);
CREATE INDEX invoices_unit_state_idx ON invoices (unit_id, state);
