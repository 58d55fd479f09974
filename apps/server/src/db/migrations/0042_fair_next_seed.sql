-- Provably fair seeds, commit first (issue 32, docs/provably-fair.md "Seeds"): each member's active pair also holds
-- the NEXT server seed, already drawn, whose SHA-256 the member sees before choosing a client seed. A rotation makes
-- that seed the new pair's server seed (so the hash seen before choosing is the one revealed afterwards) and draws a
-- fresh next seed. The pair that ends forgets its next seed (it lives on as its successor's server seed, secret
-- until that pair ends) and keeps its hash, the commitment it showed.
--
-- Active pairs from before this migration get their next seed on first read (fair/service.ts: the server draws
-- seeds, 32 random bytes; pgcrypto's gen_random_bytes is not installed here).
ALTER TABLE fair_seeds
  ADD COLUMN next_server_seed text,
  ADD COLUMN next_server_seed_hash text,
  ADD CONSTRAINT fair_seeds_next_hashed CHECK (next_server_seed IS NULL OR next_server_seed_hash IS NOT NULL),
  ADD CONSTRAINT fair_seeds_next_only_active CHECK (active OR next_server_seed IS NULL);
