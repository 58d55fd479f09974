-- The live tables play (issue 14, docs/games/tables.md): the in-house studio deals the live vendors' tables. The
-- classes it does not deal yet (blackjack, Texas hold'em, three card poker, mahjong 28) are taken out of the
-- catalogue — neither listed nor launchable — until their tables play. (A fresh database gets the same from its
-- seed, db/seed/games.ts.)
UPDATE vendors SET provider = 'studio' WHERE category = 'LIVE' AND provider IS NULL;
UPDATE games SET active = false
 WHERE category = 'LIVE'
   AND name_en !~ '^((Speed|VIP|Super) )?(Baccarat|Dragon Tiger|Roulette|Fan Tan|Niu Niu|Sic Bo|Gourd Crab|Xoc Dia) Table [0-9]+$';
