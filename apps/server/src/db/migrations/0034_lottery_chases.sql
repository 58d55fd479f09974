-- A chase (đuổi số): the same slip on the game's next draws, one draw after another. Only the first slip is charged
-- when the chase is asked for; each later slip is placed (and charged) when the draw before it is settled, so a
-- balance that runs short stops the chase there with nothing charged for the draws it did not reach.
CREATE TABLE lottery_chases (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  game_code text NOT NULL REFERENCES games (code),
  is_demo boolean NOT NULL,
  request_id text NOT NULL,
  lines jsonb NOT NULL,
  draws_total integer NOT NULL CHECK (draws_total BETWEEN 2 AND 50),
  draws_placed integer NOT NULL DEFAULT 1 CHECK (draws_placed BETWEEN 1 AND draws_total),
  stop_on_win boolean NOT NULL,
  -- active: waiting for its last draw's result; won: stopped on a win; done: every draw placed and settled;
  -- short: the balance did not cover the next slip; stopped: the next slip was refused otherwise, or the member
  -- stopped it
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'won', 'done', 'short', 'stopped')),
  stop_reason text,
  last_draw_id bigint NOT NULL REFERENCES lottery_draws (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE INDEX lottery_chases_waiting ON lottery_chases (last_draw_id) WHERE status = 'active';
CREATE INDEX lottery_chases_member ON lottery_chases (member_id, id DESC);

ALTER TABLE lottery_bets ADD COLUMN chase_id bigint REFERENCES lottery_chases (id);
