-- Why a result's next check date is not the one its category's rule proposes (the institute may set
-- another with a reason: docs/inspection-processing.md, "Next inspection dates"); '' when it is.
ALTER TABLE reports ADD COLUMN next_check_reason text NOT NULL DEFAULT '';
