-- Notes search covers what seed 000 names (title, description, topics), not the body: a word found only inside a
-- premium note's text must not list that note for a free student. Ranking: title (A), topics (B), description (C).
CREATE OR REPLACE FUNCTION notes_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, array_to_string(NEW.topics, ' ')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER notes_search_vector_trigger ON notes;
--> statement-breakpoint
CREATE TRIGGER notes_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, topics, description ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_search_vector_refresh();
--> statement-breakpoint
UPDATE notes SET title = title;
