-- The live contract (docs/requirements/wire-contract.md): a lead may come without our IdempotencyKey and
-- ConsentVersion. Without a key there is no deduplication (UNIQUE allows many NULLs); without a
-- version the consent is stored as 'not recorded'; a version the portal never published is kept
-- as sent and marked 'unknown version', since the live API would have accepted the lead.
ALTER TABLE leads ALTER COLUMN idempotency_key DROP NOT NULL;
ALTER TABLE leads ALTER COLUMN consent_version DROP NOT NULL;
ALTER TABLE leads ADD COLUMN consent_status text NOT NULL DEFAULT 'recorded'
  CHECK (consent_status IN ('recorded', 'not recorded', 'unknown version'));
ALTER TABLE leads ADD COLUMN middle_name text;
ALTER TABLE leads ADD COLUMN affiliate_guid text;
