DROP INDEX "profiles_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_email_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_created_at_idx";--> statement-breakpoint
DROP INDEX "profiles_role_idx";--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin (("full_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_class_idx" ON "profiles" USING btree ("class","id");--> statement-breakpoint
CREATE INDEX "profiles_school_idx" ON "profiles" USING btree ("school","id");--> statement-breakpoint
CREATE INDEX "profiles_subscription_idx" ON "profiles" USING btree ("subscription_plan","subscription_expires_at","id");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role","id");