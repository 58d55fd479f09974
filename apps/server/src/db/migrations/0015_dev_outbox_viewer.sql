-- The dev outbox (demo mode) shows a message only to a browser that may read it: the message to a member's own
-- phone or e-mail only to browsers that member has logged in from ("their phone"), any other message (a code to
-- a number being registered or bound) only to the browser session that caused it. Browsers are named by the
-- SHA-256 of an outbox cookie.
ALTER TABLE dev_outbox
  ADD COLUMN viewer_hash bytea,
  ADD COLUMN member_id bigint REFERENCES members (id);
CREATE INDEX dev_outbox_viewer ON dev_outbox (viewer_hash, id DESC) WHERE viewer_hash IS NOT NULL;
CREATE INDEX dev_outbox_member ON dev_outbox (member_id, id DESC) WHERE member_id IS NOT NULL;

CREATE TABLE dev_outbox_devices (
  viewer_hash bytea NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (viewer_hash, member_id)
);
