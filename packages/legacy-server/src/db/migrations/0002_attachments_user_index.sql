-- The bound on a user's unlinked files counts them on every upload (resources/attachments/unlinked.ts).
CREATE INDEX attachments_user_idx ON attachments (user_id);
