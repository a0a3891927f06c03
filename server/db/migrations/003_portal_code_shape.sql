-- Portals are data (docs/decisions/016-portal-registry.md): the database no longer lists the portal
-- codes. It keeps their shape, two to eight capital letters (domain/portal.ts PORTAL_CODE_PATTERN);
-- the lead API stores only codes of the portal registry.
ALTER TABLE leads DROP CONSTRAINT leads_portal_check;
ALTER TABLE leads ADD CONSTRAINT leads_portal_check CHECK (portal ~ '^[A-Z]{2,8}$');
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_portal_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_portal_check CHECK (portal ~ '^[A-Z]{2,8}$');
