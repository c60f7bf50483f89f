ALTER TABLE "audit_log" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hmac" text;--> statement-breakpoint
-- Entries written before the chain existed are signed once, by the data migration audit-chain:
-- an update that only fills an unsigned entry's signature is let through; every other update,
-- and every delete, is refused as before.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.hmac IS NULL AND NEW.hmac IS NOT NULL
       AND to_jsonb(OLD) - 'hmac' - 'key_id' = to_jsonb(NEW) - 'hmac' - 'key_id' THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'The audit log is append-only: % of its entries is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
