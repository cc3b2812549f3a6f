import { sql, type SQL } from 'drizzle-orm';
import { contentClassFor, facultyScopeFor, type ContentClass, type StudentClass } from '@common/academics';
import { CLASS_REQUIRED_CODE, CLASS_REQUIRED_MESSAGE } from '@common/content';
import type { RelatedQuestion, SourceKind, TutorSource } from '@common/tutor';
import { selectRows } from '../../db/client';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { canOpenPremium, listUnsubmittedQuestionIds } from '../practice/service';
import { searchTermsOf } from './search-terms';
import type { PlanTerms } from './usage';

/**
 * What a student may read, as the study screens decide it: notes of their class (and Class 10's, the foundation)
 * within their faculty's subjects, premium notes only when the plan's notes access is full; formulas and MCQs of
 * their class and faculty, premium MCQs only with premium, and never a question of an attempt not yet submitted.
 * Null for admins, who may read everything.
 */
export type StudyAccess = {
  contentClass: ContentClass;
  /** The faculty whose subjects limit Class 12 material; null when every subject applies. */
  faculty: string | null;
  canReadPremiumNotes: boolean;
  canOpenPremiumQuestions: boolean;
  hiddenQuestionIds: string[];
} | null;

/** What a student may read, for retrieval: their class and faculty, plan and unsubmitted attempts. */
export async function loadStudyAccess(deps: Deps<'db' | 'clock'>, auth: AuthContext, plan: PlanTerms): Promise<StudyAccess> {
  if (auth.role === 'admin') return null;
  if (!auth.class) throw new AppError(CLASS_REQUIRED_CODE, CLASS_REQUIRED_MESSAGE, 409);
  const studentClass = auth.class as StudentClass;
  return {
    contentClass: contentClassFor(studentClass),
    faculty: facultyScopeFor(studentClass, auth.faculty),
    canReadPremiumNotes: plan.notesAccess === 'full',
    canOpenPremiumQuestions: canOpenPremium(auth, deps.clock.now()),
    hiddenQuestionIds: await listUnsubmittedQuestionIds(deps, auth.userId),
  };
}

/** A retrieved passage with the page that shows it. */
export type Passage = {
  kind: SourceKind;
  sourceId: string;
  title: string;
  heading: string;
  body: string;
  subjectId: string;
  subjectName: string;
  subjectSlug: string;
  unit: string;
  unitSlug: string | null;
  itemClass: string;
  rank: number;
};

type PassageRow = Omit<Passage, 'kind' | 'rank'> & { kind: string; rank: number | string };

const inFaculty = (faculty: string | null) => (faculty ? sql`(s.class = '10' or ${faculty} = any(s.faculties))` : sql`true`);

function accessSql(access: StudyAccess): SQL {
  if (!access) return sql`true`;
  const faculty = inFaculty(access.faculty);
  const hidden = access.hiddenQuestionIds.length
    ? sql`and m.id not in (${sql.join(access.hiddenQuestionIds.map((id) => sql`${id}::uuid`), sql`, `)})`
    : sql``;
  return sql`(
    (p.note_id is not null and n.class in (${access.contentClass}, '10') and ${faculty} and (not n.is_premium or ${access.canReadPremiumNotes}))
    or (p.formula_id is not null and f.class = ${access.contentClass} and ${faculty})
    or (p.mcq_id is not null and m.class = ${access.contentClass} and ${faculty} and (not m.is_premium or ${access.canOpenPremiumQuestions}) ${hidden})
  )`;
}

const passageColumns = sql`
  case when p.note_id is not null then 'note' when p.formula_id is not null then 'formula' else 'mcq' end as "kind",
  coalesce(p.note_id, p.formula_id, p.mcq_id) as "sourceId",
  coalesce(n.title, f.title, m.question) as "title",
  p.heading as "heading", p.body as "body",
  s.id as "subjectId", s.name as "subjectName", s.slug as "subjectSlug",
  coalesce(n.unit, m.unit, f.topic) as "unit", coalesce(n.unit_slug, m.unit_slug) as "unitSlug",
  coalesce(n.class, f.class, m.class) as "itemClass"`;

const passageSources = sql`
  study_passages p
  join subjects s on s.id = p.subject_id
  left join notes n on n.id = p.note_id
  left join formulas f on f.id = p.formula_id
  left join mcqs m on m.id = p.mcq_id`;

const CANDIDATES = 40;

/**
 * Full-text search over the passages (English stems, and Devanagari word stems as prefixes with the 'simple'
 * configuration), ranked; when that finds nothing, trigram word similarity (pg_trgm) on the passage text.
 */
async function searchPassages({ db }: Deps<'db'>, access: StudyAccess, question: string): Promise<Passage[]> {
  const terms = searchTermsOf(question);
  const english = sql`(select string_agg(quote_literal(lexeme), ' | ') from unnest(tsvector_to_array(to_tsvector('english', ${terms.english}))) lexeme)::tsquery`;
  const devanagari = terms.devanagari ? sql`${terms.devanagari}::tsquery` : sql`null::tsquery`;
  const toPassage = (row: PassageRow): Passage => ({ ...row, kind: row.kind as SourceKind, rank: Number(row.rank) });

  const matched = await selectRows<PassageRow>(
    db,
    sql`with q as (select ${english} as english, ${devanagari} as devanagari)
        select ${passageColumns},
          coalesce(ts_rank(p.search_english, q.english, 1), 0) + coalesce(ts_rank(p.search_simple, q.devanagari, 1), 0) as "rank"
        from q, ${passageSources}
        where (p.search_english @@ q.english or p.search_simple @@ q.devanagari) and ${accessSql(access)}
        order by "rank" desc, p.position
        limit ${CANDIDATES}`,
  );
  if (matched.length > 0 || terms.words.length === 0) return matched.map(toPassage);

  const words = sql`array[${sql.join(terms.words.map((word) => sql`${word}`), sql`, `)}]::text[]`;
  const similar = await selectRows<PassageRow>(
    db,
    sql`select ${passageColumns},
          (select max(word_similarity(word, p.body)) from unnest(${words}) word) as "rank"
        from ${passageSources}
        where p.body %> any(${words}) and ${accessSql(access)}
        order by "rank" desc, p.position
        limit ${CANDIDATES}`,
  );
  return similar.map(toPassage);
}

/** How many passages of each kind an answer is grounded in. */
const PER_KIND: Record<SourceKind, number> = { note: 4, formula: 2, mcq: 3 };
/** A passage ranked below this share of the best one adds noise rather than grounding. */
const RELATIVE_RANK_FLOOR = 0.25;
const SECTIONS_PER_NOTE = 2;

/** The best passages: a few of each kind, at most two sections of one note, none far below the best. */
export function choosePassages(candidates: Passage[]): Passage[] {
  const best = candidates.reduce((top, passage) => Math.max(top, passage.rank), 0);
  const taken: Record<SourceKind, number> = { note: 0, formula: 0, mcq: 0 };
  const perNote = new Map<string, number>();
  const chosen: Passage[] = [];
  for (const passage of [...candidates].sort((a, b) => b.rank - a.rank)) {
    if (passage.rank < best * RELATIVE_RANK_FLOOR || taken[passage.kind] >= PER_KIND[passage.kind]) continue;
    if (passage.kind === 'note') {
      const sections = perNote.get(passage.sourceId) ?? 0;
      if (sections >= SECTIONS_PER_NOTE) continue;
      perNote.set(passage.sourceId, sections + 1);
    }
    taken[passage.kind] += 1;
    chosen.push(passage);
  }
  return chosen;
}

/** The page that shows a passage: the note in its unit, the formula bank searched for it, the unit's practice. */
export function passageHref(passage: Passage): string {
  if (passage.kind === 'note') {
    const params = new URLSearchParams({ class: passage.itemClass, note: passage.sourceId });
    return `/notes/${passage.subjectSlug}/${passage.unitSlug}?${params}`;
  }
  if (passage.kind === 'formula') return `/formulas?${new URLSearchParams({ search: passage.title })}`;
  return `/mcq/${passage.subjectSlug}/${passage.unitSlug}`;
}

export const toSource = (passage: Passage, number: number, withExcerpt: boolean): TutorSource => ({
  number,
  kind: passage.kind,
  id: passage.sourceId,
  title: passage.title,
  heading: passage.kind === 'note' && passage.heading !== passage.title ? passage.heading : null,
  subjectName: passage.subjectName,
  href: passageHref(passage),
  excerpt: withExcerpt ? passage.body : null,
});

export type Retrieval = {
  /** Notes and formulas, and MCQ explanations, numbered for citation in the prompt. */
  passages: Passage[];
  /** The retrieved practice questions, by wording only (for the study-material answer). */
  relatedQuestions: RelatedQuestion[];
  /** The unit of the best match, counted for popular topics. */
  topic: { name: string; subjectId: string } | null;
};

/** The study material most relevant to a question that the student may read. */
export async function retrieveStudyMaterial(deps: Deps<'db'>, access: StudyAccess, question: string): Promise<Retrieval> {
  const passages = choosePassages(await searchPassages(deps, access, question));
  const top = passages[0];
  return {
    passages,
    relatedQuestions: passages
      .filter((passage) => passage.kind === 'mcq')
      .map((passage) => ({ id: passage.sourceId, question: passage.title, subjectName: passage.subjectName, href: passageHref(passage) })),
    topic: top ? { name: top.unit, subjectId: top.subjectId } : null,
  };
}
