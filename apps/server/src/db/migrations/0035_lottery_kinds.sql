-- The other lotteries (issue 15, docs/games/lottery/kinds.md): 5D, 3D, keno, 10-car racing and 4D draws, all drawn
-- by the in-house studio from the provably fair RNG. Their vendors are served by the studio (bets through the
-- seamless wallet); a listed title no lottery engine draws ("Sic Bo 1 Minute") is taken off the list.
UPDATE vendors SET provider = 'studio' WHERE vassalage IN ('LOTUS_ELOTT', 'KIM_LONG_LOTT', 'SEA_LOTTO');
UPDATE games SET active = false WHERE vassalage = 'LOTUS_ELOTT' AND name_en = 'Sic Bo 1 Minute';
