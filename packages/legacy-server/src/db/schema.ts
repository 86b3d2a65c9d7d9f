// The tables that code across the platform (stores, seeds, tests) imports from one place, and that
// drizzle's relational queries know (`db.query.<table>`). Not the list of every table: a resource
// added later keeps its drizzle table in its own `table.ts`, which its code and the seeds import,
// and db/schema.test.ts finds it there; nothing is added here (CONTRIBUTING.md, "Add a resource
// through all layers").
export * from '../resources/unit/table';
export * from '../resources/me/table';
export * from '../resources/session/table';
export * from '../resources/equipment/table';
export * from '../resources/construction-records/table';
export * from '../resources/pipelines/table';
export * from '../resources/error-logs/table';
export * from '../resources/use-registrations/table';
export * from '../resources/attachments/table';
export * from '../resources/notices/table';
export * from '../resources/workers/table';
export * from '../resources/unit/changes-table';
export * from '../resources/password-reset-applications/table';
export * from '../resources/captcha/table';
export * from '../resources/sms-codes/table';
export * from '../resources/sms-sends/table';
export * from '../resources/account-registrations/table';
export * from '../resources/inspection-applications/table';
export * from '../resources/inspection-processing/table';
export * from '../resources/reports/table';
export * from '../resources/reissue-applications/table';
export * from '../resources/payments/table';
export * from '../resources/invoices/table';
export * from '../resources/rescue-registrations/table';
export * from '../resources/fault-registrations/table';
export * from '../resources/terminations/table';
export * from '../resources/maintenance-projects/table';
export * from '../resources/conformity-declarations/table';
export * from '../resources/interactions/table';
export * from '../resources/changes/table';
export * from '../resources/reference-numbers/table';
export * from '../resources/sms-budget/table';
