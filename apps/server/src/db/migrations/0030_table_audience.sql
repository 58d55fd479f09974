-- Players online at each live table: every server process writes, every few seconds, how many sockets it has on
-- each table it serves; a table's audience is the sum over the processes heard from lately (a process that died
-- stops counting once its row is stale).
CREATE TABLE table_audience (
  game_code text NOT NULL REFERENCES games (code),
  process_id text NOT NULL,
  watchers integer NOT NULL CHECK (watchers >= 0),
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (game_code, process_id)
);
