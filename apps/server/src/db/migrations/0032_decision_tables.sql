-- Decision tables (issue 14, docs/games/tables.md "Decision tables"): blackjack, three card poker and casino hold'em
-- deal after betting closes, then each player decides on their hand until the round's decision time ends
-- (`deciding`, `decide_ends_at`), then the round is revealed and paid as every other table's.
ALTER TABLE table_rounds DROP CONSTRAINT table_rounds_phase_check;
ALTER TABLE table_rounds ADD CONSTRAINT table_rounds_phase_check
  CHECK (phase IN ('betting', 'deciding', 'revealing', 'settled'));
ALTER TABLE table_rounds ADD COLUMN decide_ends_at timestamptz;
ALTER TABLE table_rounds ADD CONSTRAINT table_rounds_deciding_check
  CHECK (phase <> 'deciding' OR decide_ends_at IS NOT NULL);

-- A player's moves on their hand, in order (the id), each once by its request id. A move that stakes more (a play
-- bet, a call, a double, a split) debits it through the seamless wallet into the player's round of the table round:
-- `transaction_id` names that debit, `extra` its amount (0 for a move that stakes nothing).
CREATE TABLE table_moves (
  id bigserial PRIMARY KEY,
  table_round_id bigint NOT NULL REFERENCES table_rounds (id),
  member_id bigint NOT NULL REFERENCES members (id),
  request_id text NOT NULL,
  move text NOT NULL CHECK (move IN ('hit', 'stand', 'double', 'split', 'play', 'fold')),
  extra bigint NOT NULL DEFAULT 0 CHECK (extra >= 0),
  transaction_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, request_id),
  CHECK ((extra > 0) = (transaction_id IS NOT NULL))
);
CREATE INDEX table_moves_round ON table_moves (table_round_id, member_id, id);

-- Their tables, taken out of the catalogue by migration 0027 until they played, are listed again (a fresh database
-- gets the same from its seed).
UPDATE games SET active = true
 WHERE category = 'LIVE'
   AND name_en ~ '^((Speed|VIP|Super) )?(Blackjack|Texas Hold''em|Three Card Poker) Table [0-9]+$'
   AND vassalage IN (SELECT vassalage FROM vendors WHERE provider = 'studio');
