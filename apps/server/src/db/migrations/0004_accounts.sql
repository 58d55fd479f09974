-- Accounts: members, sessions, login history, verification codes, captchas, second-verification challenges,
-- third-party identities, password-reset tokens, the dev outbox of the SMS/e-mail adapters, and throttles.

CREATE TABLE members (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL REFERENCES merchants (code),
  username text NOT NULL CHECK (username = lower(username) AND length(username) BETWEEN 1 AND 64),
  nickname text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 64),
  -- 0 member, 1/2/41/42 agent, 4 demo (spec §6)
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1, 2, 4, 41, 42)),
  parent_id bigint REFERENCES members (id),
  password_hash text,
  password_changed_at timestamptz,
  must_change_password boolean NOT NULL DEFAULT false,
  payment_password_hash text,
  country_dialing_code text CHECK (country_dialing_code ~ '^[0-9]{1,4}$'),
  mobile text CHECK (mobile ~ '^[0-9]{6,15}$'),
  email text CHECK (email = lower(email) AND length(email) <= 255),
  payee_name text CHECK (length(payee_name) <= 100),
  birthday date,
  profile jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- invitation code, stored upper-case (looked up case-insensitively by upper-casing the input)
  affiliate_code text UNIQUE CHECK (affiliate_code ~ '^[A-Z0-9]{4,20}$'),
  referred_by_code text,
  avatar text NOT NULL DEFAULT 'avatar01',
  avatar_type text NOT NULL DEFAULT 'STATIC' CHECK (avatar_type IN ('STATIC', 'CUSTOM')),
  totp_secret text,
  totp_enabled boolean NOT NULL DEFAULT false,
  rank_level smallint NOT NULL DEFAULT 0 CHECK (rank_level >= 0),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  failed_logins integer NOT NULL DEFAULT 0 CHECK (failed_logins >= 0),
  locked_until timestamptz,
  demo_nonce text UNIQUE,
  register_ip inet,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((mobile IS NULL) = (country_dialing_code IS NULL)),
  CHECK (NOT totp_enabled OR totp_secret IS NOT NULL),
  CHECK (type <> 4 OR demo_nonce IS NOT NULL)
);
CREATE UNIQUE INDEX members_username ON members (merchant, username);
CREATE UNIQUE INDEX members_mobile ON members (merchant, country_dialing_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX members_email ON members (merchant, email) WHERE email IS NOT NULL;
CREATE INDEX members_parent ON members (parent_id) WHERE parent_id IS NOT NULL;

-- Opaque session tokens: only their SHA-256 is stored.
CREATE TABLE sessions (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip inet,
  user_agent text NOT NULL DEFAULT '' CHECK (length(user_agent) <= 512),
  login_type text NOT NULL CHECK (login_type IN ('username', 'sms', 'firebase', 'oauth', 'free_play', 'register', 'phone_reset'))
);
CREATE INDEX sessions_member_active ON sessions (member_id, created_at DESC) WHERE revoked_at IS NULL;

-- Every login attempt that named an existing member, and the IPs each member has logged in from.
CREATE TABLE login_history (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  ip inet,
  user_agent text NOT NULL DEFAULT '' CHECK (length(user_agent) <= 512),
  success boolean NOT NULL,
  login_type text NOT NULL
);
CREATE INDEX login_history_member ON login_history (member_id, at DESC);

CREATE TABLE known_ips (
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  ip inet NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, ip)
);

-- One-time codes sent by SMS or e-mail: stored hashed, single use, expiring, with limited attempts.
CREATE TABLE verification_codes (
  id bigserial PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('login', 'register', 'password_reset', 'bind_mobile', 'bind_email', 'second_verification')),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  target text NOT NULL CHECK (length(target) BETWEEN 3 AND 255),
  code_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  consumed_at timestamptz,
  ip inet
);
CREATE INDEX verification_codes_target ON verification_codes (target, purpose, created_at DESC);
CREATE INDEX verification_codes_ip ON verification_codes (ip, created_at DESC);

CREATE TABLE captchas (
  id uuid PRIMARY KEY,
  answer_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  ip inet
);
CREATE INDEX captchas_ip ON captchas (ip, created_at DESC);

-- A password login from an IP the member has not used waits here for the second verification.
CREATE TABLE login_challenges (
  id uuid PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  login_type text NOT NULL,
  ip inet,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  completed_at timestamptz
);

CREATE TABLE password_reset_tokens (
  token_hash bytea PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Google/Facebook identities: once bound, never changed or unbound (spec §4).
CREATE TABLE oauth_identities (
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email text,
  bound_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (member_id, provider)
);

-- A verified third-party identity waiting for the member to bind an account or register a new one.
CREATE TABLE oauth_tickets (
  ticket_hash bytea PRIMARY KEY,
  provider text NOT NULL,
  subject text NOT NULL,
  email text,
  display_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- What the local SMS and e-mail adapters "send": a developer and the tests read it (GET /api/dev/outbox).
CREATE TABLE dev_outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dev_outbox_recipient ON dev_outbox (recipient, id DESC);

-- Failure counters for progressive lockout by IP (per account they live on members).
CREATE TABLE login_failures_by_ip (
  ip inet PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  window_started_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);
