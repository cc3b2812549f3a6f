-- Trigram similarity for Repeated Questions (past_paper_questions.normalized_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
