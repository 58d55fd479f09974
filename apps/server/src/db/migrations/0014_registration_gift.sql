-- Promotions, first part: the registration gift (spec §9: "Registration title mentions a 1000 VND amount"),
-- paid once to every new real member from the promotions account. 0 turns it off.
CREATE TABLE promotion_settings (
  merchant text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  -- minor units (1/100 ₫): 100000 = 1,000 ₫
  registration_gift bigint NOT NULL DEFAULT 100000 CHECK (registration_gift BETWEEN 0 AND 100000000)
);
INSERT INTO promotion_settings (merchant) SELECT code FROM merchants ON CONFLICT DO NOTHING;
