-- The row seamless_debit_rounds answers, as a type: seamless_play_rounds keeps a batch's debit answers in an array of
-- it while it pays the rounds whose stakes it took (modules/games/seamless/sql/seamless_play_rounds.sql).
CREATE TYPE seamless_debit_result AS (
  ord bigint, seen_kind text, seen_hash bytea, seen_answer jsonb, seen_round_id bigint, seen_amount bigint,
  rolled_back boolean, member_id bigint, is_demo boolean, game_code text, category text, min_bet bigint,
  playable boolean, maintenance_until timestamptz, in_maintenance boolean, may_open boolean,
  r_id bigint, r_member_id bigint, r_game_code text, r_category text, r_is_demo boolean, r_status text,
  r_stake bigint, r_win bigint, r_refunded bigint, transfer_id bigint, balance bigint, short boolean
);
