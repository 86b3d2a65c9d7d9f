-- The change log (docs/architecture.md, "Changes"): one row per write to a record a unit owns, in
-- the contract's resource word, so that clients learn what the other side did without reloading.
-- Triggers write it, so no write path has to remember it. `cursor` only grows and, because every
-- writer takes one transaction-level lock before it draws a cursor and holds it to its commit, rows
-- become visible in cursor order: a reader that has passed cursor N never meets a later row below N.
-- The price is that writes to unit records commit one after another (not yet measured under load;
-- docs/architecture.md, "Changes", names the limit). Rows are swept after CHANGE_RETENTION_DAYS
-- (resources/changes/sweep.ts).
CREATE TABLE changes (
  cursor bigserial PRIMARY KEY,
  unit_id text NOT NULL,
  resource text NOT NULL,
  record_id text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX changes_unit_cursor_idx ON changes (unit_id, cursor);
CREATE INDEX changes_changed_at_idx ON changes (changed_at);
CREATE INDEX changes_record_idx ON changes (record_id);

-- Arguments: the resource word, the column of the record id, and either the column of the unit
-- (`unit_id`) or the parent table to read it from by that id (a child row: its unit is its parent's).
-- A transaction that writes one record several times (a thread and its first message) logs it once.
CREATE FUNCTION record_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_json jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  changed_id text := row_json ->> TG_ARGV[1];
  owner text;
BEGIN
  IF TG_ARGV[2] = 'unit_id' THEN
    owner := row_json ->> 'unit_id';
  ELSE
    EXECUTE format('SELECT unit_id FROM %I WHERE id = $1', TG_ARGV[2]) INTO owner USING changed_id;
  END IF;
  IF owner IS NULL OR changed_id IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock(7240015);
  IF EXISTS (
    SELECT 1 FROM changes c
    WHERE c.record_id = changed_id AND c.resource = TG_ARGV[0]
      AND c.xmin::text = (txid_current() % 4294967296)::text
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO changes (unit_id, resource, record_id) VALUES (owner, TG_ARGV[0], changed_id);
  RETURN NULL;
END;
$$;

CREATE TRIGGER equipment_changes_log AFTER INSERT OR UPDATE OR DELETE ON equipment
  FOR EACH ROW EXECUTE FUNCTION record_change('equipment', 'id', 'unit_id');
CREATE TRIGGER equipment_change_applications_changes_log AFTER INSERT OR UPDATE OR DELETE ON equipment_change_applications
  FOR EACH ROW EXECUTE FUNCTION record_change('equipment', 'equipment_id', 'unit_id');
CREATE TRIGGER construction_records_changes_log AFTER INSERT OR UPDATE OR DELETE ON construction_records
  FOR EACH ROW EXECUTE FUNCTION record_change('constructionRecords', 'id', 'unit_id');
CREATE TRIGGER pipelines_changes_log AFTER INSERT OR UPDATE OR DELETE ON pipelines
  FOR EACH ROW EXECUTE FUNCTION record_change('pipelines', 'id', 'unit_id');
CREATE TRIGGER use_registrations_changes_log AFTER INSERT OR UPDATE OR DELETE ON use_registrations
  FOR EACH ROW EXECUTE FUNCTION record_change('useRegistrations', 'id', 'unit_id');
CREATE TRIGGER workers_changes_log AFTER INSERT OR UPDATE OR DELETE ON workers
  FOR EACH ROW EXECUTE FUNCTION record_change('workers', 'id', 'unit_id');
CREATE TRIGGER worker_qualifications_changes_log AFTER INSERT OR UPDATE OR DELETE ON worker_qualifications
  FOR EACH ROW EXECUTE FUNCTION record_change('workers', 'worker_id', 'unit_id');
CREATE TRIGGER unit_changes_changes_log AFTER INSERT OR UPDATE OR DELETE ON unit_changes
  FOR EACH ROW EXECUTE FUNCTION record_change('unit', 'id', 'unit_id');
CREATE TRIGGER inspection_applications_changes_log AFTER INSERT OR UPDATE OR DELETE ON inspection_applications
  FOR EACH ROW EXECUTE FUNCTION record_change('inspectionApplications', 'id', 'unit_id');
CREATE TRIGGER inspection_schedules_changes_log AFTER INSERT OR UPDATE OR DELETE ON inspection_schedules
  FOR EACH ROW EXECUTE FUNCTION record_change('inspectionApplications', 'application_id', 'inspection_applications');
CREATE TRIGGER inspection_rectifications_changes_log AFTER INSERT OR UPDATE OR DELETE ON inspection_rectifications
  FOR EACH ROW EXECUTE FUNCTION record_change('inspectionApplications', 'application_id', 'inspection_applications');
CREATE TRIGGER payment_orders_changes_log AFTER INSERT OR UPDATE OR DELETE ON payment_orders
  FOR EACH ROW EXECUTE FUNCTION record_change('inspectionApplications', 'application_id', 'unit_id');
CREATE TRIGGER reports_changes_log AFTER INSERT OR UPDATE OR DELETE ON reports
  FOR EACH ROW EXECUTE FUNCTION record_change('reports', 'id', 'unit_id');
CREATE TRIGGER reissue_applications_changes_log AFTER INSERT OR UPDATE OR DELETE ON reissue_applications
  FOR EACH ROW EXECUTE FUNCTION record_change('reissueApplications', 'id', 'unit_id');
CREATE TRIGGER invoices_changes_log AFTER INSERT OR UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION record_change('invoices', 'id', 'unit_id');
CREATE TRIGGER rescue_registrations_changes_log AFTER INSERT OR UPDATE OR DELETE ON rescue_registrations
  FOR EACH ROW EXECUTE FUNCTION record_change('rescueRegistrations', 'id', 'unit_id');
CREATE TRIGGER fault_registrations_changes_log AFTER INSERT OR UPDATE OR DELETE ON fault_registrations
  FOR EACH ROW EXECUTE FUNCTION record_change('faultRegistrations', 'id', 'unit_id');
CREATE TRIGGER terminations_changes_log AFTER INSERT OR UPDATE OR DELETE ON terminations
  FOR EACH ROW EXECUTE FUNCTION record_change('terminations', 'id', 'unit_id');
CREATE TRIGGER maintenance_projects_changes_log AFTER INSERT OR UPDATE OR DELETE ON maintenance_projects
  FOR EACH ROW EXECUTE FUNCTION record_change('maintenanceProjects', 'id', 'unit_id');
CREATE TRIGGER conformity_declarations_changes_log AFTER INSERT OR UPDATE OR DELETE ON conformity_declarations
  FOR EACH ROW EXECUTE FUNCTION record_change('conformityDeclarations', 'id', 'unit_id');
CREATE TRIGGER interactions_changes_log AFTER INSERT OR UPDATE OR DELETE ON interactions
  FOR EACH ROW EXECUTE FUNCTION record_change('interactions', 'id', 'unit_id');
CREATE TRIGGER interaction_messages_changes_log AFTER INSERT OR UPDATE OR DELETE ON interaction_messages
  FOR EACH ROW EXECUTE FUNCTION record_change('interactions', 'interaction_id', 'interactions');
