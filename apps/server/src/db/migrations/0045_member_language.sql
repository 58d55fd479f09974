-- The site language a member last chose (spec §7 "update language"): a login on another device starts in it.
-- NULL until the member picks one; the site then keeps the device's own choice (or the merchant's default).
ALTER TABLE members
  ADD COLUMN language text CHECK (language IN ('vi', 'en'));
