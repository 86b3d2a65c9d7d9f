-- 互动留言: threads between one unit and the institute (docs/interactions.md), each with its messages.
-- A message's read_at is set when the other side first opens the thread after it (the unread rule).
CREATE TABLE interactions (
  id text PRIMARY KEY,
  unit_id text NOT NULL REFERENCES units (id),
  subject text NOT NULL,
  topic text NOT NULL,
  related_id text,
  related_label text,
  state text NOT NULL,
  last_message_at timestamptz NOT NULL,
  closed_by text,
  closed_at timestamptz,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interactions_unit_last_message_idx ON interactions (unit_id, last_message_at);
CREATE INDEX interactions_last_message_idx ON interactions (last_message_at);

CREATE TABLE interaction_messages (
  id text PRIMARY KEY,
  interaction_id text NOT NULL REFERENCES interactions (id) ON DELETE CASCADE,
  side text NOT NULL,
  author text NOT NULL,
  author_id text REFERENCES users (id) ON DELETE SET NULL,
  content text NOT NULL,
  attachment_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  sent_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX interaction_messages_thread_sent_idx ON interaction_messages (interaction_id, sent_at);
CREATE INDEX interaction_messages_unread_idx ON interaction_messages (interaction_id, side, read_at);
