-- Who recorded a report's result and who issued it (user ids): the platform refuses to let the person
-- who recorded a result approve and issue its report (docs/inspection-processing.md, "Roles and rules").
-- Rows from before carry no recorder; the rule then has nothing to compare and lets the issue pass.
ALTER TABLE reports ADD COLUMN recorded_by text;
ALTER TABLE reports ADD COLUMN issued_by text;

-- The institute's process roles (受理员, 检验员, 审核批准) for a database seeded before they existed,
-- as ROLE_PRESETS in the contract had them at this version; a fresh database gets them from the seed.
-- The demo 账号审核员 also accepts and inspects (never approves).
UPDATE roles SET menu_ids = menu_ids || '["inspection:accept", "inspection:inspect"]'::jsonb
  WHERE id = 'account_auditor' AND NOT menu_ids ? 'inspection:accept';
INSERT INTO roles (id, name, role_type, menu_ids)
  SELECT v.id, v.name, 'institute', v.menu_ids::jsonb
  FROM (VALUES
    ('inspection_acceptor', '受理员', '["inspection:review", "inspection:accept", "system:account"]'),
    ('inspection_inspector', '检验员', '["inspection:review", "inspection:inspect", "system:account"]'),
    ('inspection_approver', '审核批准', '["inspection:review", "inspection:approve", "system:account"]')
  ) AS v(id, name, menu_ids)
  WHERE EXISTS (SELECT 1 FROM roles)
  ON CONFLICT (id) DO NOTHING;
