CREATE TABLE "captcha_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ip_address" "inet",
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "rate_limits_attempts_check" CHECK ("rate_limits"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_type" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"ip_address" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip_address" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"full_name" text DEFAULT 'User' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"class" text,
	"school" text,
	"faculty" text,
	"referral_code" text NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"subscription_plan" text DEFAULT 'free' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_role_check" CHECK ("profiles"."role" in ('student', 'admin')),
	CONSTRAINT "profiles_class_check" CHECK ("profiles"."class" is null or "profiles"."class" in ('10', '12', 'entrance')),
	CONSTRAINT "profiles_plan_check" CHECK ("profiles"."subscription_plan" in ('free', 'premium')),
	CONSTRAINT "profiles_faculty_check" CHECK ("profiles"."faculty" is null or "profiles"."faculty" in ('science', 'management', 'humanities', 'education', 'law', 'engineering')),
	CONSTRAINT "profiles_faculty_class_check" CHECK ("profiles"."faculty" is null or "profiles"."class" <> '10')
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_size_check" CHECK ("files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "formulas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"latex" text NOT NULL,
	"description" text,
	"topic" text NOT NULL,
	"class" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "formulas_class_check" CHECK ("formulas"."class" in ('10', '12'))
);
--> statement-breakpoint
CREATE TABLE "mcqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_answer" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"class" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"unit_slug" text NOT NULL,
	"difficulty" text DEFAULT 'Medium' NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mcqs_class_check" CHECK ("mcqs"."class" in ('10', '12')),
	CONSTRAINT "mcqs_difficulty_check" CHECK ("mcqs"."difficulty" in ('Easy', 'Medium', 'Hard')),
	CONSTRAINT "mcqs_correct_answer_check" CHECK ("mcqs"."correct_answer" in ('A', 'B', 'C', 'D')),
	CONSTRAINT "mcqs_options_check" CHECK ("mcqs"."options" ?& array['A','B','C','D'])
);
--> statement-breakpoint
CREATE TABLE "mock_test_questions" (
	"mock_test_id" uuid NOT NULL,
	"mcq_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"marks" numeric(6, 2) NOT NULL,
	CONSTRAINT "mock_test_questions_mock_test_id_mcq_id_pk" PRIMARY KEY("mock_test_id","mcq_id"),
	CONSTRAINT "mock_test_questions_marks_check" CHECK ("mock_test_questions"."marks" > 0)
);
--> statement-breakpoint
CREATE TABLE "mock_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"class" text NOT NULL,
	"subject_id" uuid,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"total_marks" integer DEFAULT 100 NOT NULL,
	"negative_mark_fraction" numeric(4, 3) DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_tests_class_check" CHECK ("mock_tests"."class" in ('10', '12')),
	CONSTRAINT "mock_tests_duration_check" CHECK ("mock_tests"."duration_minutes" >= 1),
	CONSTRAINT "mock_tests_total_marks_check" CHECK ("mock_tests"."total_marks" >= 1),
	CONSTRAINT "mock_tests_negative_mark_check" CHECK ("mock_tests"."negative_mark_fraction" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text,
	"pdf_file_id" uuid,
	"class" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"unit" text NOT NULL,
	"unit_slug" text NOT NULL,
	"difficulty" text DEFAULT 'Medium' NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"pages" integer DEFAULT 1 NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_class_check" CHECK ("notes"."class" in ('10', '12')),
	CONSTRAINT "notes_difficulty_check" CHECK ("notes"."difficulty" in ('Easy', 'Medium', 'Hard')),
	CONSTRAINT "notes_pages_check" CHECK ("notes"."pages" >= 1),
	CONSTRAINT "notes_downloads_check" CHECK ("notes"."downloads" >= 0),
	CONSTRAINT "notes_rating_check" CHECK ("notes"."rating" between 0 and 5),
	CONSTRAINT "notes_body_check" CHECK ("notes"."content" is not null or "notes"."pdf_file_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "past_paper_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"past_paper_id" uuid NOT NULL,
	"question_number" text NOT NULL,
	"text" text NOT NULL,
	"normalized_text" text NOT NULL,
	"marks" integer NOT NULL,
	"unit" text NOT NULL,
	"unit_slug" text NOT NULL,
	"solution" text,
	CONSTRAINT "past_paper_questions_marks_check" CHECK ("past_paper_questions"."marks" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "past_papers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"class" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"exam_board" text,
	"pdf_file_id" uuid,
	"solution_file_id" uuid,
	"downloads" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "past_papers_class_check" CHECK ("past_papers"."class" in ('10', '12')),
	CONSTRAINT "past_papers_year_check" CHECK ("past_papers"."year" between 2000 and 2030),
	CONSTRAINT "past_papers_downloads_check" CHECK ("past_papers"."downloads" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"class" text NOT NULL,
	"faculties" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subjects_class_check" CHECK ("subjects"."class" in ('10', '12'))
);
--> statement-breakpoint
CREATE TABLE "attempt_answers" (
	"attempt_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"mcq_id" uuid NOT NULL,
	"marks" numeric(6, 2) NOT NULL,
	"chosen_answer" text,
	"is_visited" boolean DEFAULT false NOT NULL,
	"is_marked_for_review" boolean DEFAULT false NOT NULL,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"is_correct" boolean,
	"marks_awarded" numeric(6, 2),
	CONSTRAINT "attempt_answers_attempt_id_position_pk" PRIMARY KEY("attempt_id","position"),
	CONSTRAINT "attempt_answers_choice_check" CHECK ("attempt_answers"."chosen_answer" is null or "attempt_answers"."chosen_answer" in ('A', 'B', 'C', 'D')),
	CONSTRAINT "attempt_answers_time_check" CHECK ("attempt_answers"."time_spent_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mock_test_id" uuid,
	"subject_id" uuid,
	"unit" text,
	"title" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"negative_mark_fraction" numeric(4, 3) DEFAULT 0 NOT NULL,
	"max_score" numeric(8, 2) NOT NULL,
	"score" numeric(8, 2),
	"percentage" numeric(5, 2),
	"correct_count" integer,
	"wrong_count" integer,
	"current_position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attempts_kind_check" CHECK ("attempts"."kind" in ('practice', 'mock_test', 'review')),
	CONSTRAINT "attempts_status_check" CHECK ("attempts"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "attempts_percentage_check" CHECK ("attempts"."percentage" is null or "attempts"."percentage" between 0 and 100),
	CONSTRAINT "attempts_mock_test_check" CHECK ("attempts"."kind" <> 'mock_test' or "attempts"."deadline_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" uuid NOT NULL,
	"mcq_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"stability" real NOT NULL,
	"difficulty" real NOT NULL,
	"elapsed_days" integer DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint NOT NULL,
	"last_review_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_user_id_mcq_id_pk" PRIMARY KEY("user_id","mcq_id")
);
--> statement-breakpoint
CREATE TABLE "student_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"activity_type" text NOT NULL,
	"content_title" text NOT NULL,
	"content_id" uuid,
	"progress_percentage" integer,
	"subject_name" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_activity_type_check" CHECK ("student_activity"."activity_type" in ('mcq', 'notes', 'mock_test', 'past_paper', 'review', 'dashboard_view')),
	CONSTRAINT "student_activity_progress_check" CHECK ("student_activity"."progress_percentage" is null or "student_activity"."progress_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"attempt_id" uuid,
	"completed" boolean DEFAULT false NOT NULL,
	"score" numeric(5, 2),
	"completed_at" timestamp with time zone,
	"progress_data" jsonb DEFAULT '{"percentage":0}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_progress_score_check" CHECK ("user_progress"."score" is null or "user_progress"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "admin_recent_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"activity_description" text NOT NULL,
	"time_ago" text,
	"score_percentage" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_recent_activities_score_check" CHECK ("admin_recent_activities"."score_percentage" is null or "admin_recent_activities"."score_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "upcoming_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"exam_date" date NOT NULL,
	"difficulty" text DEFAULT 'Medium' NOT NULL,
	"class" text DEFAULT '12' NOT NULL,
	"subject_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upcoming_exams_difficulty_check" CHECK ("upcoming_exams"."difficulty" in ('Easy', 'Medium', 'Hard')),
	CONSTRAINT "upcoming_exams_class_check" CHECK ("upcoming_exams"."class" in ('10', '12'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"target_audience" text DEFAULT 'all' NOT NULL,
	"target_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('info', 'success', 'warning', 'error')),
	CONSTRAINT "notifications_audience_check" CHECK ("notifications"."target_audience" in ('all', 'students', 'premium_users', 'specific_user')),
	CONSTRAINT "notifications_target_user_check" CHECK (("notifications"."target_audience" = 'specific_user') = ("notifications"."target_user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "user_notifications" (
	"user_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "user_notifications_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
CREATE TABLE "payment_gateways" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway_name" text NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"merchant_id" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_gateways_gateway_name_unique" UNIQUE("gateway_name"),
	CONSTRAINT "payment_gateways_name_check" CHECK ("payment_gateways"."gateway_name" in ('esewa', 'khalti', 'fonepay'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"plan_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'NPR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_uuid" text NOT NULL,
	"gateway_reference" text,
	"gateway_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "payments_gateway_check" CHECK ("payments"."gateway" in ('esewa', 'khalti', 'fonepay')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'success', 'failed', 'cancelled')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "plan_usage" (
	"user_id" uuid NOT NULL,
	"counter" text NOT NULL,
	"period" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_usage_user_id_counter_period_pk" PRIMARY KEY("user_id","counter","period"),
	CONSTRAINT "plan_usage_counter_check" CHECK ("plan_usage"."counter" in ('ai_questions', 'mock_tests')),
	CONSTRAINT "plan_usage_used_check" CHECK ("plan_usage"."used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'NPR' NOT NULL,
	"duration_days" integer DEFAULT 30 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"ai_access" boolean DEFAULT true NOT NULL,
	"ai_questions_per_day" integer,
	"mock_tests_per_month" integer,
	"notes_access_level" text DEFAULT 'limited' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_name_unique" UNIQUE("name"),
	CONSTRAINT "subscription_plans_price_check" CHECK ("subscription_plans"."price" >= 0),
	CONSTRAINT "subscription_plans_notes_access_check" CHECK ("subscription_plans"."notes_access_level" in ('full', 'limited')),
	CONSTRAINT "subscription_plans_ai_check" CHECK ("subscription_plans"."ai_questions_per_day" is null or "subscription_plans"."ai_questions_per_day" >= 0),
	CONSTRAINT "subscription_plans_mock_check" CHECK ("subscription_plans"."mock_tests_per_month" is null or "subscription_plans"."mock_tests_per_month" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"referral_id" uuid,
	"payment_id" uuid,
	"amount" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_status_check" CHECK ("commissions"."status" in ('pending', 'approved', 'paid')),
	CONSTRAINT "commissions_amount_check" CHECK ("commissions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_id" uuid,
	"invited_email" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "referrals_status_check" CHECK ("referrals"."status" in ('pending', 'completed')),
	CONSTRAINT "referrals_not_self_check" CHECK ("referrals"."referrer_id" <> "referrals"."referred_id")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"api_key_name" text NOT NULL,
	"api_key_encrypted" text NOT NULL,
	"last_four" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_provider_check" CHECK ("api_keys"."provider" in ('openai', 'anthropic', 'gemini', 'perplexity'))
);
--> statement-breakpoint
CREATE TABLE "otp_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_requests_channel_check" CHECK ("otp_requests"."channel" in ('email', 'phone')),
	CONSTRAINT "otp_requests_status_check" CHECK ("otp_requests"."status" in ('pending', 'verified', 'expired', 'failed')),
	CONSTRAINT "otp_requests_attempts_check" CHECK ("otp_requests"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"setting_key" text PRIMARY KEY NOT NULL,
	"setting_value" jsonb NOT NULL,
	"description" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_type" text NOT NULL,
	"content" text NOT NULL,
	"version" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_content_type_check" CHECK ("policy_content"."policy_type" in ('terms', 'privacy')),
	CONSTRAINT "policy_content_version_check" CHECK ("policy_content"."version" >= 1),
	CONSTRAINT "policy_content_content_check" CHECK (length(trim("policy_content"."content")) > 0)
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_events" ADD CONSTRAINT "security_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formulas" ADD CONSTRAINT "formulas_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcqs" ADD CONSTRAINT "mcqs_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcqs" ADD CONSTRAINT "mcqs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_questions" ADD CONSTRAINT "mock_test_questions_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_test_questions" ADD CONSTRAINT "mock_test_questions_mcq_id_mcqs_id_fk" FOREIGN KEY ("mcq_id") REFERENCES "public"."mcqs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_tests" ADD CONSTRAINT "mock_tests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_paper_questions" ADD CONSTRAINT "past_paper_questions_past_paper_id_past_papers_id_fk" FOREIGN KEY ("past_paper_id") REFERENCES "public"."past_papers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_papers" ADD CONSTRAINT "past_papers_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_papers" ADD CONSTRAINT "past_papers_pdf_file_id_files_id_fk" FOREIGN KEY ("pdf_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_papers" ADD CONSTRAINT "past_papers_solution_file_id_files_id_fk" FOREIGN KEY ("solution_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "past_papers" ADD CONSTRAINT "past_papers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_mcq_id_mcqs_id_fk" FOREIGN KEY ("mcq_id") REFERENCES "public"."mcqs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_mock_test_id_mock_tests_id_fk" FOREIGN KEY ("mock_test_id") REFERENCES "public"."mock_tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_mcq_id_mcqs_id_fk" FOREIGN KEY ("mcq_id") REFERENCES "public"."mcqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_activity" ADD CONSTRAINT "student_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_recent_activities" ADD CONSTRAINT "admin_recent_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_exams" ADD CONSTRAINT "upcoming_exams_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upcoming_exams" ADD CONSTRAINT "upcoming_exams_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notifications" ADD CONSTRAINT "user_notifications_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD CONSTRAINT "payment_gateways_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_usage" ADD CONSTRAINT "plan_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_requests" ADD CONSTRAINT "otp_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_content" ADD CONSTRAINT "policy_content_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_at_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_history_user_id_created_at_idx" ON "login_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "security_events_created_at_idx" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_type_created_at_idx" ON "security_events" USING btree ("event_type","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_referral_code_key" ON "profiles" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "profiles_role_idx" ON "profiles" USING btree ("role");--> statement-breakpoint
CREATE INDEX "outbox_status_created_at_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "formulas_subject_idx" ON "formulas" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "mcqs_class_subject_unit_idx" ON "mcqs" USING btree ("class","subject_id","unit_slug");--> statement-breakpoint
CREATE INDEX "mcqs_created_at_idx" ON "mcqs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_test_questions_position_key" ON "mock_test_questions" USING btree ("mock_test_id","position");--> statement-breakpoint
CREATE INDEX "mock_test_questions_mcq_id_idx" ON "mock_test_questions" USING btree ("mcq_id");--> statement-breakpoint
CREATE INDEX "mock_tests_class_active_idx" ON "mock_tests" USING btree ("class","is_active");--> statement-breakpoint
CREATE INDEX "notes_class_subject_idx" ON "notes" USING btree ("class","subject_id","unit_slug");--> statement-breakpoint
CREATE INDEX "notes_created_at_idx" ON "notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notes_search_vector_idx" ON "notes" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "past_paper_questions_number_key" ON "past_paper_questions" USING btree ("past_paper_id","question_number");--> statement-breakpoint
CREATE INDEX "past_paper_questions_trgm_idx" ON "past_paper_questions" USING gin ("normalized_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "past_papers_class_year_idx" ON "past_papers" USING btree ("class","year");--> statement-breakpoint
CREATE INDEX "past_papers_subject_idx" ON "past_papers" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_class_slug_key" ON "subjects" USING btree ("class","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_class_name_key" ON "subjects" USING btree ("class","name");--> statement-breakpoint
CREATE INDEX "attempt_answers_mcq_idx" ON "attempt_answers" USING btree ("mcq_id");--> statement-breakpoint
CREATE INDEX "attempts_user_started_idx" ON "attempts" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "attempts_open_deadline_idx" ON "attempts" USING btree ("deadline_at") WHERE "attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "student_activity_user_completed_idx" ON "student_activity" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "student_activity_completed_idx" ON "student_activity" USING btree ("completed_at");--> statement-breakpoint
CREATE INDEX "user_progress_user_completed_idx" ON "user_progress" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE INDEX "user_progress_attempt_idx" ON "user_progress" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "admin_recent_activities_active_created_idx" ON "admin_recent_activities" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "upcoming_exams_active_date_idx" ON "upcoming_exams" USING btree ("is_active","exam_date");--> statement-breakpoint
CREATE INDEX "notifications_created_at_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_target_user_idx" ON "notifications" USING btree ("target_user_id");--> statement-breakpoint
CREATE INDEX "user_notifications_notification_idx" ON "user_notifications" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_uuid_key" ON "payments" USING btree ("transaction_uuid");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_payment_key" ON "commissions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "commissions_user_idx" ON "commissions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_id_key" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "api_keys_provider_idx" ON "api_keys" USING btree ("provider");--> statement-breakpoint
CREATE INDEX "otp_requests_created_idx" ON "otp_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "otp_requests_user_idx" ON "otp_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_content_type_version_key" ON "policy_content" USING btree ("policy_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_content_one_active_key" ON "policy_content" USING btree ("policy_type") WHERE "policy_content"."is_active";--> statement-breakpoint
CREATE INDEX "policy_content_type_created_idx" ON "policy_content" USING btree ("policy_type","created_at");