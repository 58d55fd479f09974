-- Seed bookkeeping: each named seed runs once per database.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now()
);
