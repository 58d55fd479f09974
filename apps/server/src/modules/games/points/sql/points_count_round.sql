-- Counts a settled round's valid stake toward the member's turnover and points (points/maths.ts `accrue`: the
-- category's carry plus wagered × factor, whole hundredths of a point to the balance, the rest carried). The
-- category's totals are locked first (created at zero the first time); a round counts once (its entry is unique).
CREATE OR REPLACE FUNCTION points_count_round(p_member bigint, p_category text, p_round bigint, p_wagered bigint, p_factor integer, p_divisor bigint)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
  v_carry bigint;
  v_owed bigint;
  v_entry bigint;
BEGIN
  SELECT t.points_carry INTO v_carry FROM member_turnover t
  WHERE t.member_id = p_member AND t.category = p_category FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO member_turnover (member_id, category) VALUES (p_member, p_category) ON CONFLICT DO NOTHING;
    SELECT t.points_carry INTO STRICT v_carry FROM member_turnover t
    WHERE t.member_id = p_member AND t.category = p_category FOR UPDATE;
  END IF;
  v_owed := v_carry + p_wagered * p_factor;
  INSERT INTO points_entries (member_id, category, round_id, wagered, factor, points)
  VALUES (p_member, p_category, p_round, p_wagered, p_factor, v_owed / p_divisor)
  ON CONFLICT (round_id) DO NOTHING
  RETURNING id INTO v_entry;
  IF v_entry IS NULL THEN
    RETURN false;
  END IF;
  UPDATE member_turnover t
  SET wagered = t.wagered + p_wagered, points = t.points + v_owed / p_divisor,
      points_carry = v_owed % p_divisor, updated_at = now()
  WHERE t.member_id = p_member AND t.category = p_category;
  INSERT INTO member_points AS mp (member_id, balance) VALUES (p_member, v_owed / p_divisor)
  ON CONFLICT (member_id) DO UPDATE SET balance = mp.balance + excluded.balance, updated_at = now();
  RETURN true;
END $function$;
