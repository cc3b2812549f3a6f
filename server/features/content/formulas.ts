import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FormulasQuery, FormulasResponse } from '@common/content';
import { formulas, subjects } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { containsPattern, listScopedSubjects, loadViewer, subjectScopeSql, viewerScope } from './viewer';

/** The formula bank of the viewer's class and faculty, searchable by title, LaTeX or topic, grouped by subject order. */
export async function listVisibleFormulas(deps: Deps<'db' | 'clock'>, user: AuthContext, query: FormulasQuery): Promise<FormulasResponse> {
  const viewer = loadViewer(deps, user);
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const [rows, subjectOptions] = await Promise.all([
    deps.db
      .select({
        id: formulas.id,
        title: formulas.title,
        latex: formulas.latex,
        description: formulas.description,
        topic: formulas.topic,
        class: formulas.class,
        subjectSlug: subjects.slug,
        subjectName: subjects.name,
      })
      .from(formulas)
      .innerJoin(subjects, eq(subjects.id, formulas.subjectId))
      .where(
        and(
          eq(formulas.class, viewer.contentClass),
          subjectScopeSql(viewer),
          query.subject ? eq(subjects.slug, query.subject) : undefined,
          pattern ? or(ilike(formulas.title, pattern), ilike(formulas.latex, pattern), ilike(formulas.topic, pattern)) : undefined,
        ),
      )
      .orderBy(asc(subjects.sortOrder), asc(formulas.topic), asc(formulas.createdAt), asc(formulas.title)),
    listScopedSubjects(deps, viewer, [viewer.contentClass]),
  ]);
  return {
    viewer: viewerScope(viewer),
    subjects: subjectOptions,
    total: rows.length,
    formulas: rows.map(({ subjectSlug, subjectName, ...row }) => ({
      ...row,
      class: row.class as '10' | '12',
      subject: { slug: subjectSlug, name: subjectName, class: row.class as '10' | '12' },
    })),
  };
}
