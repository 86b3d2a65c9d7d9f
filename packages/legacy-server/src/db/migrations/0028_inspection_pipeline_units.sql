-- 管道单元 of a 管道定期检验 item: the lines of the piping file to be inspected, as the unit gave them
-- ({pipelineId, pipelineNo, name, length, nominalDiameter}; docs/inspection-applications.md,
-- "What each kind asks for"); '[]' for the other kinds.
ALTER TABLE inspection_application_items ADD COLUMN pipeline_units jsonb NOT NULL DEFAULT '[]'::jsonb;
