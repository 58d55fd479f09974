-- The PVP card rooms (modules/studio/pvp, docs/games/pvp.md): tables of a game's stake room, their seats, the hands
-- dealt at them and every move. A seat is ready for the next hand once its hold (the most a hand can cost) has been
-- debited through the seamless wallet; a hand takes the ready seats, and its settlement credits each hold back with
-- the seat's result after the rake — in one transaction, so a hand is never half-paid.
CREATE TABLE pvp_tables (
  id bigserial PRIMARY KEY,
  game_code text NOT NULL REFERENCES games (code),
  room text NOT NULL CHECK (room IN ('beginner', 'standard', 'high')),
  stake bigint NOT NULL CHECK (stake > 0),
  seats smallint NOT NULL CHECK (seats BETWEEN 2 AND 8),
  hands_dealt bigint NOT NULL DEFAULT 0,
  -- when the next hand is dealt, if at least two seats are ready by then
  next_hand_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pvp_tables_room ON pvp_tables (game_code, room);

CREATE TABLE pvp_seats (
  table_id bigint NOT NULL REFERENCES pvp_tables (id),
  seat smallint NOT NULL CHECK (seat >= 0),
  member_id bigint REFERENCES members (id),
  nickname text NOT NULL,
  bot boolean NOT NULL DEFAULT false,
  -- the ready hold: its seamless round and debit, and the amount
  hold_round_id text,
  hold_transaction_id text,
  hold bigint CHECK (hold > 0),
  -- playing on auto until the hand ends (a timeout, leaving during a hand)
  auto boolean NOT NULL DEFAULT false,
  leaving boolean NOT NULL DEFAULT false,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (table_id, seat),
  CHECK (bot = (member_id IS NULL)),
  CHECK ((hold IS NULL) = (hold_round_id IS NULL) AND (hold IS NULL) = (hold_transaction_id IS NULL))
);
-- one seat at a time per member, across every PVP table: a player can never hold two seats of one hand
CREATE UNIQUE INDEX pvp_seats_member ON pvp_seats (member_id) WHERE member_id IS NOT NULL;

CREATE TABLE pvp_hands (
  id bigserial PRIMARY KEY,
  table_id bigint NOT NULL REFERENCES pvp_tables (id),
  hand_no bigint NOT NULL CHECK (hand_no >= 1),
  game text NOT NULL,
  -- tiến lên: the index of the seat that leads (the last hand's winner), null for the 3 of spades rule
  leader smallint,
  -- the dealt seats in play order: [{ seat, memberId, nickname, bot, hold, roundId, cards (as dealt) }]
  seats jsonb NOT NULL,
  -- the engine's state (cards, turn, trick…), public parts shown to all, each hand's cards only to its owner
  state jsonb NOT NULL,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  phase text NOT NULL DEFAULT 'playing' CHECK (phase IN ('playing', 'settled')),
  turn_ends_at timestamptz,
  result jsonb,
  started_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (table_id, hand_no),
  CHECK ((phase = 'settled') = (settled_at IS NOT NULL AND result IS NOT NULL))
);
CREATE INDEX pvp_hands_playing ON pvp_hands (table_id) WHERE phase = 'playing';

CREATE TABLE pvp_moves (
  hand_id bigint NOT NULL REFERENCES pvp_hands (id),
  move_no integer NOT NULL CHECK (move_no >= 1),
  seat smallint NOT NULL,
  member_id bigint REFERENCES members (id),
  request_id text,
  move jsonb NOT NULL,
  auto boolean NOT NULL,
  made_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (hand_id, move_no),
  UNIQUE (hand_id, member_id, request_id)
);

-- The studio deals the PVP vendor's card games; the titles it has no engine for yet are taken out of the catalogue
-- (neither listed nor launchable) until they play. (A fresh database gets the same from its seed.)
UPDATE vendors SET provider = 'studio' WHERE category = 'PVP' AND provider IS NULL;
UPDATE games SET active = false
 WHERE category = 'PVP' AND name_en NOT IN ('Tien Len South', 'Three Cards', 'Bai Cao');
