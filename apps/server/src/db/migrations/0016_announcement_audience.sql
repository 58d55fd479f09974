-- Announcements have an audience (issue 12 item 6): visitors (nobody logged in), members (logged in, optionally
-- from a rank level up: members.rank_level, the VIP level of spec §3.5), or all. The operator sets it per
-- announcement; the announcements call answers only what the caller is in the audience of.
ALTER TABLE announcements
  ADD COLUMN audience text NOT NULL DEFAULT 'all'
    CONSTRAINT announcements_audience_check CHECK (audience IN ('visitors', 'members', 'all')),
  ADD COLUMN min_rank smallint NOT NULL DEFAULT 0
    CONSTRAINT announcements_min_rank_check CHECK (min_rank >= 0),
  -- a rank is a member's: a visitor has none, so a minimum rank goes only with the members audience
  ADD CONSTRAINT announcements_min_rank_members CHECK (min_rank = 0 OR audience = 'members');

-- A popup that leads to registration is an offer to visitors: the welcome-gift popup already in place (the seed
-- now writes it so).
UPDATE announcements SET audience = 'visitors' WHERE type = 'PU' AND link = '/register';
