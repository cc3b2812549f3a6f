import { AppError } from '../../platform/errors';

/** A text an admin wrote, how students' screens read it, and the name the error gives it. */
export type CheckedText = { field: string; label: string; text: string; reading: 'document' | 'text' | 'formula' };

// KaTeX and the Markdown parser are large; they load with the first check, not with the server.
let checkers: Promise<[typeof import('katex'), typeof import('@common/markdown')]> | undefined;
const loadCheckers = () => (checkers ??= Promise.all([import('katex'), import('@common/markdown')]));

// Every formula opens with `$` or a backslash (`\(`, `\[`): a text with neither has none, and skips the parser.
const mayHoldFormulas = (text: CheckedText) => text.reading === 'formula' || /[$\\]/.test(text.text);

/** The formulas of a text as students' screens find them (the one parser, decision 030). */
function formulasIn(text: CheckedText, { formulasOf, parseMarkdown, parseMathText }: typeof import('@common/markdown')) {
  if (text.reading === 'formula') return [{ tex: text.text, display: true }];
  if (!mayHoldFormulas(text)) return [];
  const tree = text.reading === 'document' ? parseMarkdown(text.text) : parseMathText(text.text);
  return formulasOf(tree).map((node) => ({ tex: node.value, display: node.type === 'math' }));
}

/** The first formula KaTeX cannot typeset, with KaTeX's reason, or null when every formula typesets. */
export async function findFormulaProblem(texts: CheckedText[]): Promise<{ field: string; message: string } | null> {
  if (!texts.some(mayHoldFormulas)) return null;
  const [{ default: katex }, markdown] = await loadCheckers();
  for (const text of texts) {
    for (const formula of formulasIn(text, markdown)) {
      try {
        katex.renderToString(formula.tex, { throwOnError: true, displayMode: formula.display });
      } catch (error) {
        const reason = error instanceof Error ? error.message.replace(/^KaTeX parse error: /, '') : String(error);
        const shown = formula.tex.length > 60 ? `${formula.tex.slice(0, 57)}…` : formula.tex;
        return { field: text.field, message: `${text.label}: the formula "${shown}" cannot be typeset (${reason})` };
      }
    }
  }
  return null;
}

/** Refuses a save whose maths students would see as an error: 400 `invalid_formula` naming the field. */
export async function assertFormulasTypeset(texts: CheckedText[]) {
  const problem = await findFormulaProblem(texts);
  if (problem) throw new AppError('invalid_formula', problem.message, 400, { field: problem.field });
}
