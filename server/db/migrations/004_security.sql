-- Security (docs/security.md). Failed-login counters per account, kept here rather than in one
-- process's memory: they hold under concurrency (one atomic upsert per try), survive a restart and
-- are shared by every instance. `account` is a SHA-256 digest of the lower-case e-mail address
-- typed, never the address; `step` is the backoff step (0: the short burst window, 1: the long one).
CREATE TABLE login_throttle (
  account text NOT NULL,
  step smallint NOT NULL,
  window_start timestamptz NOT NULL,
  tries integer NOT NULL,
  PRIMARY KEY (account, step)
);
CREATE INDEX login_throttle_window_start ON login_throttle (window_start);

-- Sessions end after an idle time as well as at their expiry.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
