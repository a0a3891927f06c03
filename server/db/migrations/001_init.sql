-- Leads of POST /api/CallSchedules/AddCallSchedule (docs/requirements/wire-contract.md#lead-fields).
CREATE TABLE leads (
  id bigserial PRIMARY KEY,
  portal text NOT NULL CHECK (portal IN ('ECM', 'CKJ')),
  idempotency_key text NOT NULL UNIQUE,
  consent_version text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  vertical_id integer,
  first_name text,
  last_name text,
  email text,
  mobile text,
  start_date timestamptz,
  end_date timestamptz,
  utm_source text,
  utm_medium text,
  utm_term text,
  utm_content text,
  utm_campaign text,
  ip_address text,
  form_url text,
  -- The parsed form fields exactly as received.
  payload jsonb NOT NULL,
  -- The first answer, sent again to a retry with the same idempotency key.
  response jsonb NOT NULL
);
CREATE INDEX leads_received_at ON leads (received_at);

-- Newsletter subscriptions (docs/requirements/wire-contract.md#newsletter): one row per portal, list and address.
CREATE TABLE subscriptions (
  id bigserial PRIMARY KEY,
  portal text NOT NULL CHECK (portal IN ('ECM', 'CKJ')),
  list text NOT NULL,
  name text,
  email text NOT NULL,
  payload jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('form', 'arrival')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (portal, list, email)
);

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- id holds a SHA-256 digest of the cookie's token, so a copy of this table opens no session.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);
