-- Mahjong 28 plays as a live table (docs/games/tables/mahjong-28.md): its tables, taken out of the catalogue by
-- migration 0027 until they played, are listed again. (A fresh database gets the same from its seed.)
UPDATE games SET active = true
 WHERE category = 'LIVE'
   AND name_en ~ '^((Speed|VIP|Super) )?Mahjong 28 Table [0-9]+$'
   AND vassalage IN (SELECT vassalage FROM vendors WHERE provider = 'studio');
