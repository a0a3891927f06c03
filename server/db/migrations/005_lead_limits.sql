-- Per-client lead limits (docs/security.md "Limits", docs/decisions/056-lead-limits-in-the-database.md).
-- A lead row keeps who sent it, for counting: `client_digest` is an HMAC-SHA256 of the client's network
-- (the per-client key of every limit: an IPv4 address, an IPv6 /64) under the server secret, never the
-- address; `mobile_national` is its mobile number as national digits (0917 123 4567, +63 917 123 4567
-- and 09171234567 are one number). The `ip_address` column is what the page sent (the live contract's
-- IPAddress), which a client may write as it likes: it is never counted. Rows stored before this
-- migration have neither and count for nobody.
ALTER TABLE leads ADD COLUMN client_digest text;
ALTER TABLE leads ADD COLUMN mobile_national text;
CREATE INDEX leads_client_recent ON leads (portal, client_digest, received_at);
CREATE INDEX leads_mobile_recent ON leads (portal, mobile_national, received_at);

-- The failed-login counters were keyed by a plain SHA-256 of the address typed, which a list of
-- addresses hashed in turn reverses. They are keyed by an HMAC under the server secret from now on
-- (server/auth/loginThrottle.ts); the old rows would only show which addresses were tried.
DELETE FROM login_throttle;
