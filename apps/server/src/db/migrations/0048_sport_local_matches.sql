-- The local feed's own record of its matches (sports/feed/local/producer.ts): each match's server seed, secret
-- until the match has ended (its hash is announced with the fixture), and how far into its script the feed has sent
-- messages, so a restarted producer goes on from there.
CREATE TABLE sport_local_matches (
  feed_id text PRIMARY KEY,
  seed text NOT NULL,
  starts_at timestamptz NOT NULL,
  -- the script's offset (ms after kick-off) of the last message sent; -1 before kick-off
  sent_ms bigint NOT NULL DEFAULT -1,
  ended boolean NOT NULL DEFAULT false
);
CREATE INDEX sport_local_matches_playing ON sport_local_matches (starts_at) WHERE NOT ended;
