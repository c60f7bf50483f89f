ALTER TABLE "audit_log" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","id");--> statement-breakpoint
-- Every entry written before kinds existed gets its kind, by the rules of app/domain/audit-action.ts.
UPDATE "audit_log" SET "kind" = CASE
  WHEN "action" ~ '^(hotel|city|post|FAQ answer|FAQ category|product|guide|page) [0-9]+ ' THEN CASE
    WHEN "action" ~ '^(hotel|city|post|FAQ answer|FAQ category|product|guide|page) [0-9]+ created$' THEN 'content'
    WHEN substring("action" from '^(?:hotel|city|post|FAQ answer|FAQ category|product|guide|page) [0-9]+ (.*)$') ~* '(publish|archiv|schedul|review|approv|sent back|withdr)' THEN 'publishing'
    WHEN ("changes" -> 'status') IS NOT NULL OR ("changes" -> 'publishedAt') IS NOT NULL THEN 'publishing'
    WHEN ("changes" -> 'photos') IS NOT NULL AND (SELECT count(*) FROM jsonb_object_keys("changes")) = 1 THEN 'photos'
    ELSE 'content'
  END
  WHEN "action" ~* '^photos? [0-9]' THEN 'photos'
  WHEN "action" ~* '^partner (settings|links?)' THEN 'partners'
  WHEN "action" ~* '^(e-mail settings|cedi rate|settings|site settings|sign-in settings)' THEN 'settings'
  WHEN "action" ~* '^campaign' THEN 'campaigns'
  WHEN "action" ~* '^contact message' THEN 'contacts'
  WHEN "action" ~* '^subscribers?' THEN 'subscribers'
  WHEN "action" ~* '^commission report' THEN 'revenue'
  WHEN "action" ~* '^backups?' THEN 'backups'
  WHEN "action" ~* '^data migration' THEN 'system'
  WHEN "action" ~* '^person [0-9]+ .*(session|password)' THEN 'sign-in'
  WHEN "action" ~* '^(logged (in|out)|log ?in|login|log ?out|sign(ed)?[- ]?(in|out)|sessions?|two-factor|2fa|password|recovery code)' THEN 'sign-in'
  WHEN "action" ~* '^(person|people|staff|owner|invitation|invited|role)' THEN 'people'
  ELSE 'other'
END;
--> statement-breakpoint
-- The log is append-only: what it says happened cannot be rewritten or wiped, whoever connects.
-- Row triggers, so deleting from an empty table (a restore's clean start) still works.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % of its entries is refused.', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
