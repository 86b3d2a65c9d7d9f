-- Pre-review may change an application's fee with a reason; the unit accepts the new quote before it
-- pays (docs/inspection-processing.md, "Changing the fee"). quoted_fee_total keeps the total before
-- the change; fee_accepted_at stays null until the unit accepts.
ALTER TABLE inspection_applications ADD COLUMN quoted_fee_total numeric(12, 2);
ALTER TABLE inspection_applications ADD COLUMN fee_change_reason text;
ALTER TABLE inspection_applications ADD COLUMN fee_changed_at timestamptz;
ALTER TABLE inspection_applications ADD COLUMN fee_accepted_at timestamptz;
