-- When a game was released to players: what the new-games list (spec §2.7, GET /api/games/new) orders by.
-- created_at says when the row was written, which a catalogue import or re-sync does to old games too.
ALTER TABLE games ADD COLUMN released_at timestamptz;

-- Games already here (the demo seed wrote them all at once): each vendor's games came out one after another,
-- in the vendor's list order, its last one newest; the vendors take turns by their own order, a day apart, so
-- no two games share a release day and the newest games come from every vendor (as seed/games.ts sets them).
WITH vendor_turn AS (
  SELECT vassalage,
         row_number() OVER (ORDER BY sort, vassalage) - 1 AS turn,
         count(*) OVER () AS vendors
    FROM vendors
), ranked AS (
  SELECT g.id,
         g.created_at,
         v.turn,
         v.vendors,
         row_number() OVER (PARTITION BY g.vassalage ORDER BY g.sort DESC, g.id DESC) - 1 AS age
    FROM games g
    JOIN vendor_turn v USING (vassalage)
)
UPDATE games g
   SET released_at = r.created_at - make_interval(days => (r.age * r.vendors + r.turn)::int)
  FROM ranked r
 WHERE g.id = r.id;

ALTER TABLE games
  ALTER COLUMN released_at SET DEFAULT now(),
  ALTER COLUMN released_at SET NOT NULL;

-- The new-games list: active games, the latest released first.
CREATE INDEX games_released_idx ON games (released_at DESC, id DESC) WHERE active;
