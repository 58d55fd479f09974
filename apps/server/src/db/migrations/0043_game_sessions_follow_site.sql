-- A game session ends with the site session it was launched from (issue 32, docs/seamless-wallet.md "A game session
-- follows its site session"). A launch from the site records its site session; `authenticate` caps the player
-- session at the site session's absolute expiry and at the end of its idle timeout (games/seamless/service.ts), and
-- the triggers below keep it there, in the statement that changes the site session or the member:
--   - a site session revoked (logout, password change, ending sessions, a new login in the same browser, and any
--     later path that revokes) ends its game sessions, a launch not yet claimed included;
--   - a site session seen active again (`last_seen_at` moved, at most once a minute) slides its live game sessions'
--     idle end by as much, never past `session_ends_by` (12 h after authenticate, at most the absolute expiry);
--   - a member leaving 'active' (an operator's disabling) ends every game session of theirs, those the server opened
--     itself (a lottery chase's next slip) included.
-- The seamless wallet's functions already refuse a session whose `session_expires_at` has passed, so the money
-- calls stay one statement and unchanged. Sessions opened without a site session (the server's own) have no link.
ALTER TABLE game_sessions
  ADD COLUMN site_session_id bigint REFERENCES sessions (id),
  ADD COLUMN session_ends_by timestamptz;
CREATE INDEX game_sessions_site_session ON game_sessions (site_session_id) WHERE site_session_id IS NOT NULL;

COMMENT ON COLUMN game_sessions.site_session_id IS
  'The site session the game was launched from: the player session never outlives it. Null: opened by the server.';
COMMENT ON COLUMN game_sessions.session_ends_by IS
  'The latest the player session may end whatever its site session does: 12 h after authenticate, at most the site session''s absolute expiry.';

-- A game session ends `now()` (the ending transaction's start): a claimed one's expiry, an unclaimed launch's window.
-- Only rows still live are written.
CREATE FUNCTION game_sessions_follow_site() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.revoked_at IS NOT NULL THEN
    UPDATE game_sessions
    SET launch_expires_at = least(launch_expires_at, now()),
        session_expires_at = CASE WHEN session_expires_at IS NULL THEN NULL ELSE least(session_expires_at, now()) END
    WHERE site_session_id = NEW.id AND (launch_expires_at > now() OR session_expires_at > now());
  ELSE
    -- the idle end moves with last_seen_at (either way), capped by the session's own end and the absolute expiry
    UPDATE game_sessions
    SET session_expires_at = least(session_ends_by, NEW.expires_at,
                                   session_expires_at + (NEW.last_seen_at - OLD.last_seen_at))
    WHERE site_session_id = NEW.id AND session_expires_at > now();
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_game_sessions_follow
  AFTER UPDATE OF revoked_at, last_seen_at, expires_at ON sessions
  FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at
        OR NEW.last_seen_at IS DISTINCT FROM OLD.last_seen_at
        OR NEW.expires_at IS DISTINCT FROM OLD.expires_at)
  EXECUTE FUNCTION game_sessions_follow_site();

CREATE FUNCTION game_sessions_end_with_member() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE game_sessions
  SET launch_expires_at = least(launch_expires_at, now()),
      session_expires_at = CASE WHEN session_expires_at IS NULL THEN NULL ELSE least(session_expires_at, now()) END
  WHERE member_id = NEW.id AND (launch_expires_at > now() OR session_expires_at > now());
  RETURN NULL;
END;
$$;

CREATE TRIGGER members_game_sessions_end
  AFTER UPDATE OF status ON members
  FOR EACH ROW
  WHEN (OLD.status = 'active' AND NEW.status <> 'active')
  EXECUTE FUNCTION game_sessions_end_with_member();
