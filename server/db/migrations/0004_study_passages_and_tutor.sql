CREATE TABLE "study_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid,
	"formula_id" uuid,
	"mcq_id" uuid,
	"subject_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"search_english" "tsvector" NOT NULL,
	"search_simple" "tsvector" NOT NULL,
	CONSTRAINT "study_passages_one_source_check" CHECK (num_nonnulls("study_passages"."note_id", "study_passages"."formula_id", "study_passages"."mcq_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "tutor_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tutor_messages_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"answer_source" text,
	"provider" text,
	"model" text,
	"status" text DEFAULT 'complete' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"topic" text,
	"topic_subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_messages_role_check" CHECK ("tutor_messages"."role" in ('student', 'tutor')),
	CONSTRAINT "tutor_messages_language_check" CHECK ("tutor_messages"."language" in ('en', 'ne')),
	CONSTRAINT "tutor_messages_source_check" CHECK ("tutor_messages"."answer_source" is null or "tutor_messages"."answer_source" in ('ai', 'study_material')),
	CONSTRAINT "tutor_messages_status_check" CHECK ("tutor_messages"."status" in ('complete', 'interrupted'))
);
--> statement-breakpoint
ALTER TABLE "study_passages" ADD CONSTRAINT "study_passages_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_passages" ADD CONSTRAINT "study_passages_formula_id_formulas_id_fk" FOREIGN KEY ("formula_id") REFERENCES "public"."formulas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_passages" ADD CONSTRAINT "study_passages_mcq_id_mcqs_id_fk" FOREIGN KEY ("mcq_id") REFERENCES "public"."mcqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_passages" ADD CONSTRAINT "study_passages_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_conversations" ADD CONSTRAINT "tutor_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_conversation_id_tutor_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."tutor_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_messages" ADD CONSTRAINT "tutor_messages_topic_subject_id_subjects_id_fk" FOREIGN KEY ("topic_subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_passages_note_position_key" ON "study_passages" USING btree ("note_id","position");--> statement-breakpoint
CREATE INDEX "study_passages_formula_idx" ON "study_passages" USING btree ("formula_id");--> statement-breakpoint
CREATE INDEX "study_passages_mcq_idx" ON "study_passages" USING btree ("mcq_id");--> statement-breakpoint
CREATE INDEX "study_passages_english_idx" ON "study_passages" USING gin ("search_english");--> statement-breakpoint
CREATE INDEX "study_passages_simple_idx" ON "study_passages" USING gin ("search_simple");--> statement-breakpoint
CREATE INDEX "study_passages_trgm_idx" ON "study_passages" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tutor_conversations_user_updated_idx" ON "tutor_conversations" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "tutor_messages_conversation_idx" ON "tutor_messages" USING btree ("conversation_id","sequence");--> statement-breakpoint
CREATE INDEX "tutor_messages_topic_idx" ON "tutor_messages" USING btree ("created_at") WHERE "tutor_messages"."topic" is not null;
--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------------------
-- Hand-written: the tutor's study passages, kept by triggers so every writer of notes, formulas and MCQs (seed,
-- admin screens) keeps them current. A note is split before each heading of level 1-4; the text before the first
-- heading takes the note's title. Searched with the english configuration and, for Devanagari, 'simple'.
-- ---------------------------------------------------------------------------------------------------------------
CREATE OR REPLACE FUNCTION study_passage_vector(config regconfig, heading text, context text, body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $fn$
  SELECT setweight(to_tsvector(config, coalesce(heading, '')), 'A') ||
         setweight(to_tsvector(config, coalesce(context, '')), 'B') ||
         setweight(to_tsvector(config, coalesce(body, '')), 'D')
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_note_passages(target uuid) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM study_passages WHERE note_id = target;
  INSERT INTO study_passages (note_id, subject_id, position, heading, body, search_english, search_simple)
  SELECT n.id, n.subject_id, section.position, section.heading, section.body,
         study_passage_vector('english', section.heading, n.title || ' ' || array_to_string(n.topics, ' '), section.body),
         study_passage_vector('simple', section.heading, n.title || ' ' || array_to_string(n.topics, ' '), section.body)
  FROM notes n
  CROSS JOIN LATERAL (
    SELECT chunk.position::integer AS position,
           CASE WHEN chunk.text ~ '^#{1,6}\s'
                THEN btrim(regexp_replace(split_part(chunk.text, E'\n', 1), '^#+\s*|\s*#*\s*$', '', 'g'))
                ELSE n.title END AS heading,
           btrim(CASE WHEN chunk.text ~ '^#{1,6}\s'
                      THEN substr(chunk.text, length(split_part(chunk.text, E'\n', 1)) + 2)
                      ELSE chunk.text END, E' \t\r\n') AS body
    FROM regexp_split_to_table(coalesce(n.content, ''), '\r?\n(?=#{1,4}\s)') WITH ORDINALITY AS chunk(text, position)
  ) section
  WHERE n.id = target AND section.body <> '';
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_formula_passage(target uuid) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM study_passages WHERE formula_id = target;
  INSERT INTO study_passages (formula_id, subject_id, heading, body, search_english, search_simple)
  SELECT f.id, f.subject_id, f.title, concat_ws(E'\n\n', '$$' || f.latex || '$$', nullif(btrim(f.description), '')),
         study_passage_vector('english', f.title, f.topic, coalesce(f.description, '') || ' ' || f.latex),
         study_passage_vector('simple', f.title, f.topic, coalesce(f.description, '') || ' ' || f.latex)
  FROM formulas f WHERE f.id = target;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_mcq_passage(target uuid) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  DELETE FROM study_passages WHERE mcq_id = target;
  INSERT INTO study_passages (mcq_id, subject_id, heading, body, search_english, search_simple)
  SELECT m.id, m.subject_id, m.question,
         concat_ws(E'\n\n', m.question,
                   'A. ' || (m.options->>'A') || E'\nB. ' || (m.options->>'B') || E'\nC. ' || (m.options->>'C') || E'\nD. ' || (m.options->>'D'),
                   'Correct answer: ' || m.correct_answer || '. ' || (m.options->>m.correct_answer),
                   nullif(btrim(m.explanation), '')),
         study_passage_vector('english', m.question, m.unit || ' ' || array_to_string(m.topics, ' '), (m.options->>m.correct_answer) || ' ' || m.explanation),
         study_passage_vector('simple', m.question, m.unit || ' ' || array_to_string(m.topics, ' '), (m.options->>m.correct_answer) || ' ' || m.explanation)
  FROM mcqs m WHERE m.id = target;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION study_passages_refresh() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_TABLE_NAME = 'notes' THEN PERFORM refresh_note_passages(NEW.id);
  ELSIF TG_TABLE_NAME = 'formulas' THEN PERFORM refresh_formula_passage(NEW.id);
  ELSE PERFORM refresh_mcq_passage(NEW.id);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER study_passages_notes_trigger
  AFTER INSERT OR UPDATE OF title, topics, content, subject_id ON notes
  FOR EACH ROW EXECUTE FUNCTION study_passages_refresh();
--> statement-breakpoint
CREATE TRIGGER study_passages_formulas_trigger
  AFTER INSERT OR UPDATE OF title, latex, description, topic, subject_id ON formulas
  FOR EACH ROW EXECUTE FUNCTION study_passages_refresh();
--> statement-breakpoint
CREATE TRIGGER study_passages_mcqs_trigger
  AFTER INSERT OR UPDATE OF question, options, correct_answer, explanation, unit, topics, subject_id ON mcqs
  FOR EACH ROW EXECUTE FUNCTION study_passages_refresh();
--> statement-breakpoint
SELECT refresh_note_passages(id) FROM notes;
--> statement-breakpoint
SELECT refresh_formula_passage(id) FROM formulas;
--> statement-breakpoint
SELECT refresh_mcq_passage(id) FROM mcqs;
