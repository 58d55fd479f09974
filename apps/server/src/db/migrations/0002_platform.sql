-- Platform module: the merchant's configuration (spec §3.1), whitelabel switches (§6), registration rules (§3.3),
-- resources and customer service (§3.6), footer pages, announcements, and the access rules behind the
-- system status (§4): maintenance, blocked countries and blocked networks.

-- One deployment serves one merchant: the unique index on a constant allows a single row.
CREATE TABLE merchants (
  code text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_]{2,20}$'),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  lottery_type text NOT NULL DEFAULT 'SEA' CHECK (length(lottery_type) > 0),
  device text NOT NULL DEFAULT 'WEB' CHECK (length(device) > 0),
  default_language text NOT NULL DEFAULT 'vi',
  languages text[] NOT NULL DEFAULT ARRAY['vi', 'en']::text[],
  chat_color text NOT NULL DEFAULT '#6142bf' CHECK (chat_color ~ '^#[0-9a-fA-F]{6}$'),
  prize_modes text[] NOT NULL DEFAULT ARRAY['Lott', 'ZY', 'Elott', 'SEA']::text[]
    CHECK (prize_modes <@ ARRAY['Lott', 'ZY', 'Elott', 'SEA']::text[]),
  announcement_types text[] NOT NULL DEFAULT ARRAY['B', 'PL', 'PU', 'PR', 'H']::text[]
    CHECK (announcement_types <@ ARRAY['B', 'PL', 'PU', 'PR', 'H']::text[]),
  default_execution text NOT NULL DEFAULT 'B',
  esports_vendors text[] NOT NULL DEFAULT '{}'::text[] CHECK (array_position(esports_vendors, NULL) IS NULL),
  pulled_out_sports_vendor text CHECK (pulled_out_sports_vendor IS NULL OR length(pulled_out_sports_vendor) > 0),
  currency text NOT NULL DEFAULT 'VND' CHECK (currency ~ '^[A-Z]{3}$'),
  gtag_id text CHECK (gtag_id IS NULL OR gtag_id ~ '^[A-Z]{1,3}-[A-Z0-9-]{4,30}$'),
  image_cdns text[] NOT NULL DEFAULT '{}'::text[] CHECK (array_position(image_cdns, NULL) IS NULL),
  launch_game_cdns text[] NOT NULL DEFAULT '{}'::text[] CHECK (array_position(launch_game_cdns, NULL) IS NULL),
  -- languages: only supported ones (the containment also refuses NULL elements), and the default among them
  CONSTRAINT merchants_languages_check CHECK (
    cardinality(languages) > 0
    AND languages <@ ARRAY['vi', 'en']::text[]
    AND default_language = ANY (languages)
  ),
  CONSTRAINT merchants_default_execution_check CHECK (default_execution = ANY (announcement_types))
);
CREATE UNIQUE INDEX merchants_single_row ON merchants ((true));

-- Whitelabel switches as a tree: a node's parent is another node of the same merchant.
CREATE TABLE whitelabel_features (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  mod_id text NOT NULL CHECK (mod_id ~ '^[A-Za-z][A-Za-z0-9_]{0,63}$'),
  parent_mod_id text,
  enabled boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, mod_id),
  FOREIGN KEY (merchant, parent_mod_id) REFERENCES whitelabel_features (merchant, mod_id) ON DELETE CASCADE,
  CHECK (parent_mod_id IS NULL OR parent_mod_id <> mod_id)
);
CREATE INDEX whitelabel_features_parent ON whitelabel_features (merchant, parent_mod_id);

-- Per-field registration rules (spec §3.3); "*" as accepted pattern means any characters.
CREATE TABLE register_rules (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  field text NOT NULL CHECK (field ~ '^[A-Za-z][A-Za-z0-9]{0,63}$'),
  enabled boolean NOT NULL DEFAULT false,
  required boolean NOT NULL DEFAULT false,
  accepted_pattern text NOT NULL CHECK (length(accepted_pattern) > 0),
  pattern_id text NOT NULL CHECK (length(pattern_id) > 0),
  min_length integer NOT NULL CHECK (min_length >= 0),
  max_length integer NOT NULL CHECK (max_length <= 1000),
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, field),
  CHECK (max_length >= min_length),
  -- a required field that is not shown could never be filled in
  CHECK (enabled OR NOT required)
);

CREATE TABLE resources (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  resource_type text NOT NULL CHECK (resource_type IN ('IOS', 'IOS_LITE', 'ANDROID', 'FACEBOOK', 'EMAIL')),
  url text NOT NULL CHECK (url ~ '^(https?://|mailto:)\S+$'),
  label text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant, resource_type)
);

CREATE TABLE customer_service (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  cs_type text NOT NULL CHECK (cs_type IN ('VIP', 'LIVECHAT')),
  path text NOT NULL CHECK (length(path) > 0),
  PRIMARY KEY (merchant, cs_type)
);

-- Localised text: an object with a non-empty Vietnamese and English string.
CREATE FUNCTION platform_is_localised(value jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_typeof(value) = 'object'
    AND jsonb_typeof(value -> 'vi') = 'string' AND length(value ->> 'vi') > 0
    AND jsonb_typeof(value -> 'en') = 'string' AND length(value ->> 'en') > 0
$$;

CREATE TABLE footer_pages (
  slug text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title jsonb NOT NULL CHECK (platform_is_localised(title)),
  content jsonb NOT NULL CHECK (platform_is_localised(content)),
  sort integer NOT NULL DEFAULT 0
);

-- Announcements (spec §3.1): B banner, PL player notice, PU popup, PR promotion, H headline marquee.
CREATE TABLE announcements (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('B', 'PL', 'PU', 'PR', 'H')),
  title jsonb NOT NULL CHECK (platform_is_localised(title)),
  content jsonb NOT NULL CHECK (platform_is_localised(content)),
  image_url text CHECK (image_url IS NULL OR image_url ~ '^(https?://|/)\S+$'),
  link text CHECK (link IS NULL OR link ~ '^(https?://|/)\S*$'),
  published_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  CHECK (expires_at IS NULL OR expires_at > published_at)
);
-- Serves "active, of these types, newest first" (announcements and the paged notices).
CREATE INDEX announcements_active_type_published
  ON announcements (type, published_at DESC, id DESC) WHERE active;

-- Access rules behind the system status. At most one maintenance row per merchant.
CREATE TABLE maintenance (
  merchant text PRIMARY KEY REFERENCES merchants (code) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT false,
  ends_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE blocked_countries (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  country_code char(2) NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, country_code)
);

-- A single address is stored as a /32 (or /128) network; the check is `$ip::inet <<= network`.
CREATE TABLE blocked_networks (
  merchant text NOT NULL REFERENCES merchants (code) ON DELETE CASCADE,
  network cidr NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, network)
);
CREATE INDEX blocked_networks_network ON blocked_networks USING gist (network inet_ops);
