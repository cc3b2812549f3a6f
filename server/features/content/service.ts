/**
 * What other parts of the server use of content (decision 020): the authoring services' batch paths, through which
 * the demo seed loads its data files exactly as an admin's forms and imports would (decision 043).
 */
export type { ImportedHistory } from './batch';
export { createFormulas } from './formula-authoring';
export { importMcqFiles } from './mcq-import';
export { parseAiken, type ParsedQuestion } from './mcq-import-formats';
export { createMockTests } from './mock-test-authoring';
export { createNotes, type NewNote } from './note-authoring';
export { createPastPapers, type NewPastPaper } from './past-paper-authoring';
