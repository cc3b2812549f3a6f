CREATE TABLE "premium_reminders" (
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_reminders_user_id_expires_at_pk" PRIMARY KEY("user_id","expires_at")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_check";--> statement-breakpoint
ALTER TABLE "commissions" DROP CONSTRAINT "commissions_amount_check";--> statement-breakpoint
-- Hand-written: amounts move from rupees (numeric) to integer paisa, keeping existing rows.
ALTER TABLE "payments" ADD COLUMN "amount_paisa" integer;--> statement-breakpoint
UPDATE "payments" SET "amount_paisa" = round("amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_paisa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "kind" text DEFAULT 'referral' NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "bonus_month" text;--> statement-breakpoint
-- Hand-written: amounts move from rupees (numeric) to integer paisa, keeping existing rows.
ALTER TABLE "commissions" ADD COLUMN "amount_paisa" integer;--> statement-breakpoint
UPDATE "commissions" SET "amount_paisa" = round("amount" * 100)::integer;--> statement-breakpoint
ALTER TABLE "commissions" ALTER COLUMN "amount_paisa" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "approved_by" uuid;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "paid_by" uuid;--> statement-breakpoint
ALTER TABLE "premium_reminders" ADD CONSTRAINT "premium_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_token_key" ON "payments" USING btree ("gateway","gateway_token");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_referral_key" ON "commissions" USING btree ("referral_id") WHERE kind = 'referral';--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_bonus_month_key" ON "commissions" USING btree ("user_id","bonus_month") WHERE kind = 'monthly_bonus';--> statement-breakpoint
CREATE INDEX "commissions_status_created_idx" ON "commissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invited_email_key" ON "referrals" USING btree ("referrer_id","invited_email");--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "commissions" DROP COLUMN "amount";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reason_check" CHECK ("payments"."reason" is null or "payments"."reason" in ('awaiting_confirmation', 'cancelled', 'declined', 'expired', 'abandoned', 'refunded', 'amount_mismatch'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paisa" > 0);--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_kind_check" CHECK ("commissions"."kind" in ('referral', 'monthly_bonus'));--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_amount_check" CHECK ("commissions"."amount_paisa" >= 0);