-- notes.search_vector: ranked full-text search over title (A), topics (B), description (C) and body (D).
-- A trigger rather than a generated column because array_to_string is not immutable.
CREATE OR REPLACE FUNCTION notes_search_vector_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, array_to_string(NEW.topics, ' ')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.description, '')), 'C') ||
    setweight(to_tsvector('english'::regconfig, coalesce(NEW.content, '')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notes_search_vector_trigger
  BEFORE INSERT OR UPDATE OF title, topics, description, content ON notes
  FOR EACH ROW EXECUTE FUNCTION notes_search_vector_refresh();
