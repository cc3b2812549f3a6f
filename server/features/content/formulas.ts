import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { FormulasQuery, FormulasResponse } from '@common/content';
import type { Database } from '../../db/client';
import { formulas, subjects } from '../../db/schema';
import type { Viewer } from './policy';
import { containsPattern, listScopedSubjects, subjectScopeSql, viewerScope } from './viewer';

/** The formula bank of the viewer's class and faculty, searchable by title, LaTeX or topic, grouped by subject order. */
export async function listVisibleFormulas(db: Database, viewer: Viewer, query: FormulasQuery): Promise<FormulasResponse> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const [rows, subjectOptions] = await Promise.all([
    db
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
    listScopedSubjects(db, viewer, [viewer.contentClass]),
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
