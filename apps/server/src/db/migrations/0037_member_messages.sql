-- The members' inbox (spec §2.5 platform information, messageV2; §7 unread message count): messages from the
-- operator to one member, or to every member of a merchant (member_id NULL: one row however many members read it).
-- Each member's reads are rows of their own.
CREATE TABLE member_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code),
  member_id bigint REFERENCES members (id),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_messages_personal ON member_messages (member_id, id DESC) WHERE member_id IS NOT NULL;
CREATE INDEX member_messages_broadcast ON member_messages (merchant, id DESC) WHERE member_id IS NULL;

CREATE TABLE member_message_reads (
  member_id bigint NOT NULL REFERENCES members (id),
  message_id bigint NOT NULL REFERENCES member_messages (id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, message_id)
);
