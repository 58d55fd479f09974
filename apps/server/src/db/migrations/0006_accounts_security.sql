-- Security centre, custom avatars and the development OAuth provider.

-- Uploaded avatars: the image bytes themselves (png or jpeg, checked by content, at most 2 MiB). `version` is
-- the start of the bytes' SHA-256, so the served address changes with each new picture and can be cached forever.
CREATE TABLE member_avatars (
  member_id bigint PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  version text NOT NULL CHECK (version ~ '^[0-9a-f]{16}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The last 30-second step whose authenticator code was accepted: a code is never accepted twice.
ALTER TABLE members ADD COLUMN totp_last_step bigint;

-- Codes of the development OAuth provider (OAUTH_MODE=dev), standing in for Google's and Facebook's:
-- hashed, single use, five minutes.
CREATE TABLE oauth_dev_codes (
  code_hash bytea PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  email text,
  display_name text NOT NULL DEFAULT '',
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX oauth_dev_codes_expires ON oauth_dev_codes (expires_at);
