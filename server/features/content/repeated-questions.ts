import { eq, sql } from 'drizzle-orm';
import { readerLanguage, type ReaderLanguage } from '@common/academics';
import type { RepeatedQuestion, RepeatedQuestionsQuery, RepeatedQuestionsResponse } from '@common/content';
import { questionSearchWords } from '@common/question-text';
import { selectRows, type Database } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Deps } from '../../platform/app-types';
import type { AuthContext } from '../../platform/auth';
import { printedFormat } from '../../platform/printed-format';
import { canOpenPastPaper, type Viewer } from './policy';
import { listScopedSubjects, loadViewer, viewerScope } from './viewer';

/**
 * pg_trgm similarity of two normalised question texts at or above which they count as the same question
 * asked again (decision 011): rewordings of one question score 0.57-1.0 on the demo papers, while different
 * questions of the same unit stay under 0.47.
 */
export const REPEAT_SIMILARITY_THRESHOLD = 0.5;

const TOP_UNITS = 5;
const TOP_YEARS = 3;

/** A question of a repeated group, as the query answers it (newest first within its group). */
type Member = {
  id: string;
  text: string;
  normalizedText: string;
  marks: number;
  unit: string;
  unitSlug: string;
  solution: string | null;
  questionNumber: string;
  year: number;
  paperTitle: string;
  isPremium: boolean;
  subjectSlug: string;
  subjectName: string;
  subjectClass: string;
  subjectOrder: number;
};

/** One row per repeated group, each carrying the totals of the whole scope (one row with no group when none repeat). */
type ResultRow = {
  questions: number;
  papers: number;
  first_year: number | null;
  last_year: number | null;
  years: number[] | null;
  members: Member[] | null;
};

type ScopeGroups = Awaited<ReturnType<typeof findRepeatedGroups>>;

/**
 * Groups the past-paper questions of the viewer's class and faculty in SQL: two questions of one subject and unit
 * in different papers are linked when their normalised texts are similar (pg_trgm), a group is a connected set of
 * links (recursive CTE), and a group counts as repeated when it spans two or more years. Comparing only within a
 * unit keeps unrelated questions from chaining together and the number of comparisons small. Each group comes back
 * as one row with its members as JSON (newest first), beside the totals of the whole scope.
 */
async function findRepeatedGroups(db: Database, scope: { contentClass: string; faculty: string | null }) {
  const facultyScope = scope.faculty ? sql`and ${scope.faculty} = any(s.faculties)` : sql``;
  const rows = await selectRows<ResultRow>(
    db,
    sql`
      with recursive scoped as materialized (
        select row_number() over (order by q.id)::int as n, q.id, q.normalized_text, q.text, q.marks, q.unit, q.unit_slug,
               q.solution, q.question_number, p.id as paper_id, p.year, p.title as paper_title, p.is_premium,
               p.subject_id, s.slug as subject_slug, s.name as subject_name, s.class as subject_class,
               s.sort_order as subject_order
        from past_paper_questions q
        join past_papers p on p.id = q.past_paper_id
        join subjects s on s.id = p.subject_id
        where p.class = ${scope.contentClass} ${facultyScope}
      ),
      units as (
        select array_agg(n order by n) as ns, array_agg(normalized_text order by n) as texts, array_agg(paper_id order by n) as papers
        from scoped
        group by subject_id, unit_slug
        having count(*) > 1
      ),
      pairs as materialized (
        select u.ns[i] as a, u.ns[j] as b
        from units u
        cross join lateral generate_subscripts(u.ns, 1) as i
        cross join lateral generate_subscripts(u.ns, 1) as j
        where i < j and u.papers[i] <> u.papers[j] and similarity(u.texts[i], u.texts[j]) >= ${REPEAT_SIMILARITY_THRESHOLD}
      ),
      edges as materialized (
        select a, b from pairs union all select b, a from pairs
      ),
      reach (n, root) as (
        select n, n from scoped
        union
        select e.b, r.root from reach r join edges e on e.a = r.n
      ),
      components as (
        select n, min(root) as component from reach group by n
      ),
      repeated as (
        select c.component,
               json_agg(json_build_object(
                 'id', m.id, 'text', m.text, 'normalizedText', m.normalized_text, 'marks', m.marks, 'unit', m.unit,
                 'unitSlug', m.unit_slug, 'solution', m.solution, 'questionNumber', m.question_number, 'year', m.year,
                 'paperTitle', m.paper_title, 'isPremium', m.is_premium, 'subjectSlug', m.subject_slug,
                 'subjectName', m.subject_name, 'subjectClass', m.subject_class, 'subjectOrder', m.subject_order
               ) order by m.year desc, m.question_number) as members
        from components c
        join scoped m on m.n = c.n
        group by c.component
        having count(distinct m.year) >= 2
      ),
      totals as (
        select count(*)::int as questions, count(distinct paper_id)::int as papers, min(year) as first_year,
               max(year) as last_year, array_agg(distinct year order by year desc) as years
        from scoped
      )
      select t.questions, t.papers, t.first_year, t.last_year, t.years, r.members
      from totals t
      left join repeated r on true
      order by r.component
    `,
  );
  const first = rows[0]!;
  return {
    groups: rows.flatMap((row) => (row.members ? [row.members] : [])),
    totals: { questions: first.questions, papers: first.papers, firstYear: first.first_year, lastYear: first.last_year, years: first.years ?? [] },
  };
}

// The groups change only when past papers do: computed once per class and faculty, and dropped when a
// past_papers event says papers changed (on any instance) or after an hour at the latest.
const CACHE_TTL_MS = 60 * 60 * 1000;
const groupCaches = new WeakMap<Database, Map<string, { computedAt: number; groups: Promise<ScopeGroups> }>>();

function cachedRepeatedGroups(db: Database, viewer: Viewer): Promise<ScopeGroups> {
  let cache = groupCaches.get(db);
  if (!cache) groupCaches.set(db, (cache = new Map()));
  const key = `${viewer.contentClass}:${viewer.faculty ?? ''}`;
  const entry = cache.get(key);
  if (entry && Date.now() - entry.computedAt < CACHE_TTL_MS) return entry.groups;
  const groups = findRepeatedGroups(db, viewer);
  cache.set(key, { computedAt: Date.now(), groups });
  groups.catch(() => cache.delete(key));
  return groups;
}

/** Forgets the computed groups and PDFs, so the next request groups the papers afresh. */
export function forgetRepeatedGroups({ db }: Deps<'db'>) {
  groupCaches.delete(db);
  pdfCaches.delete(db);
}

/**
 * Keeps the grouping until papers change, here or on another instance: a past_papers event or a resync (events
 * may have been missed) forgets it. Returns the function that stops watching.
 */
export function watchRepeatedGroupSources(deps: Deps<'db' | 'events'>) {
  const stopWatchingPapers = deps.events.subscribe((event) => {
    if (event.topic === 'past_papers') forgetRepeatedGroups(deps);
  });
  const stopWatchingResync = deps.events.onResync(() => forgetRepeatedGroups(deps));
  return () => {
    stopWatchingPapers();
    stopWatchingResync();
  };
}

/**
 * A group passes the filters when all its questions are of the subject, one was asked in the year, and one that
 * the viewer may read contains every search word (so a search cannot probe the wording of locked papers).
 */
function matchesFilters(members: Member[], query: RepeatedQuestionsQuery, words: string[], viewer: Viewer) {
  return (
    (!query.subject || members.every((member) => member.subjectSlug === query.subject)) &&
    (!query.year || members.some((member) => member.year === query.year)) &&
    (words.length === 0 || members.some((member) => canOpenPastPaper(viewer, member) && words.every((word) => member.normalizedText.includes(word))))
  );
}

type Group = RepeatedQuestion & { matches: boolean; subjectOrder: number; latestYear: number };

function toGroup(members: Member[], matches: boolean, viewer: Viewer): Group {
  // Members come newest first: the latest wording the viewer may read represents the group.
  const readable = members.filter((member) => canOpenPastPaper(viewer, member));
  const representative = readable[0] ?? members[0]!;
  const visibleSolution = readable.find((member) => member.solution);
  const years = [...new Set(members.map((member) => member.year))].sort((a, b) => a - b);
  return {
    id: representative.id,
    text: readable.length ? representative.text : null,
    locked: readable.length === 0,
    subject: { slug: representative.subjectSlug, name: representative.subjectName, class: representative.subjectClass as '10' | '12' },
    unit: representative.unit,
    unitSlug: representative.unitSlug,
    marks: representative.marks,
    years,
    occurrences: members.length,
    appearances: members.map((member) => {
      const isReadable = readable.includes(member);
      return {
        year: member.year,
        paperTitle: member.paperTitle,
        questionNumber: member.questionNumber,
        text: isReadable ? member.text : null,
        locked: !isReadable,
        marks: member.marks,
      };
    }),
    solution: visibleSolution?.solution ?? null,
    solutionLocked: !visibleSolution && members.some((member) => member.solution),
    matches,
    subjectOrder: representative.subjectOrder,
    latestYear: years.at(-1)!,
  };
}

const byRepetition = (a: Group, b: Group) =>
  b.years.length - a.years.length ||
  b.occurrences - a.occurrences ||
  b.latestYear - a.latestYear ||
  a.subjectOrder - b.subjectOrder ||
  (a.text ?? '').localeCompare(b.text ?? '');

/** Pattern insights computed from groups: the units that repeat most and the years that reuse most questions. */
function insightsOf(groups: Group[]): RepeatedQuestionsResponse['insights'] {
  const units = new Map<string, { subject: string; unit: string; questions: number; occurrences: number }>();
  const years = new Map<number, number>();
  for (const group of groups) {
    const key = `${group.subject.name}\u0000${group.unit}`;
    const entry = units.get(key) ?? { subject: group.subject.name, unit: group.unit, questions: 0, occurrences: 0 };
    entry.questions += 1;
    entry.occurrences += group.occurrences;
    units.set(key, entry);
    for (const year of group.years) years.set(year, (years.get(year) ?? 0) + 1);
  }
  return {
    topUnits: [...units.values()]
      .sort((a, b) => b.questions - a.questions || b.occurrences - a.occurrences || a.unit.localeCompare(b.unit))
      .slice(0, TOP_UNITS),
    topYears: [...years.entries()]
      .map(([year, repeats]) => ({ year, repeats }))
      .sort((a, b) => b.repeats - a.repeats || b.year - a.year)
      .slice(0, TOP_YEARS),
    averageMarks: groups.length ? Math.round((groups.reduce((sum, group) => sum + group.marks, 0) / groups.length) * 10) / 10 : null,
  };
}

/**
 * Repeated Questions for the viewer: the statistics over their whole class and faculty, the groups that pass
 * the filters (search, subject, year), and the pattern insights of those groups.
 */
export async function listRepeatedQuestions(
  deps: Deps<'db' | 'clock'>,
  user: AuthContext,
  query: RepeatedQuestionsQuery,
): Promise<RepeatedQuestionsResponse> {
  const viewer = loadViewer(deps, user);
  const [{ groups: found, totals }, subjectOptions] = await Promise.all([
    cachedRepeatedGroups(deps.db, viewer),
    listScopedSubjects(deps, viewer, [viewer.contentClass]),
  ]);
  const words = questionSearchWords(query.search);
  const groups = found.map((members) => toGroup(members, matchesFilters(members, query, words, viewer), viewer)).sort(byRepetition);
  const shown = groups.filter((group) => group.matches);
  return {
    viewer: viewerScope(viewer),
    stats: {
      repeatedQuestions: groups.length,
      questionsAnalysed: totals.questions,
      papersAnalysed: totals.papers,
      firstYear: totals.firstYear,
      lastYear: totals.lastYear,
      mostRepeatedYears: groups.reduce((most, group) => Math.max(most, group.years.length), 0),
    },
    insights: insightsOf(shown),
    subjects: subjectOptions,
    years: totals.years,
    total: shown.length,
    questions: shown.map(({ matches: _matches, subjectOrder: _order, latestYear: _latest, ...question }) => question),
  };
}

/** The fixed texts of the Download All PDF in the reader's language (their profile's), numbers as `digits` writes them. */
const PDF_TEXTS: Record<ReaderLanguage, {
  title: string;
  subject: (contentClass: string) => string;
  classOf: (contentClass: string) => string;
  subjectFilter: (name: string) => string;
  allSubjects: string;
  yearFilter: (year: string) => string;
  allYears: string;
  searchFilter: (search: string) => string;
  found: (count: number, total: string) => string;
  analysed: (questions: string, papers: string) => string;
  topUnits: string;
  unitLine: (unit: string, questions: number, count: string, asked: string) => string;
  marks: (marks: string) => string;
  questionLocked: string;
  asked: (times: string, years: string) => string;
  solution: string;
  solutionLocked: string;
  empty: string;
}> = {
  en: {
    title: 'Repeated Questions',
    subject: (contentClass) => `Class ${contentClass} repeated exam questions`,
    classOf: (contentClass) => `Class ${contentClass}`,
    subjectFilter: (name) => `subject: ${name}`,
    allSubjects: 'all subjects',
    yearFilter: (year) => `year: ${year}`,
    allYears: 'all years',
    searchFilter: (search) => `search: "${search}"`,
    found: (count, total) => `${total} question${count === 1 ? '' : 's'} that appeared in two or more years`,
    analysed: (questions, papers) => `Analysed ${questions} questions from ${papers} past papers.`,
    topUnits: 'Most repeated units',
    unitLine: (unit, questions, count, asked) => `${unit}: ${count} question${questions === 1 ? '' : 's'}, asked ${asked} times`,
    marks: (marks) => `${marks} marks`,
    questionLocked: 'Asked only in premium papers: upgrade to read this question.',
    asked: (times, years) => `Asked ${times} times, in ${years}`,
    solution: 'Solution',
    solutionLocked: 'Solution available with Premium.',
    empty: 'No repeated questions match these filters.',
  },
  ne: {
    title: 'दोहोरिएका प्रश्न',
    subject: (contentClass) => `कक्षा ${contentClass} का दोहोरिएका परीक्षा प्रश्न`,
    classOf: (contentClass) => `कक्षा ${contentClass}`,
    subjectFilter: (name) => `विषय: ${name}`,
    allSubjects: 'सबै विषय',
    yearFilter: (year) => `वर्ष: ${year}`,
    allYears: 'सबै वर्ष',
    searchFilter: (search) => `खोज: "${search}"`,
    found: (_count, total) => `दुई वा बढी वर्ष सोधिएका ${total} प्रश्न`,
    analysed: (questions, papers) => `${papers} पुराना प्रश्नपत्रका ${questions} प्रश्न विश्लेषण गरिएको।`,
    topUnits: 'सबैभन्दा धेरै दोहोरिएका एकाइ',
    unitLine: (unit, _questions, count, asked) => `${unit}: ${count} प्रश्न, ${asked} पटक सोधिएको`,
    marks: (marks) => `${marks} अङ्क`,
    questionLocked: 'यो प्रश्न प्रिमियम प्रश्नपत्रमा मात्र सोधिएको छ: पढ्न अपग्रेड गर्नुहोस्।',
    asked: (times, years) => `${times} पटक सोधिएको: ${years}`,
    solution: 'समाधान',
    solutionLocked: 'समाधान प्रिमियममा उपलब्ध छ।',
    empty: 'यी फिल्टरसँग मिल्ने दोहोरिएको प्रश्न छैन।',
  },
};

// A PDF takes a second of CPU to lay out: the same one (scope, plan, filters and language) is built once until papers
// change, and requests arriving while it is built wait for that build. The most recent PDF_CACHE_SIZE are kept.
const PDF_CACHE_SIZE = 50;
const pdfCaches = new WeakMap<Database, Map<string, { computedAt: number; pdf: Promise<{ bytes: Buffer; pages: number }> }>>();

/** Download All: the filtered list as a printable PDF in the reader's language, solutions included where the viewer may see them. */
export async function buildRepeatedQuestionsPdf(deps: Deps<'db' | 'clock'>, user: AuthContext, query: RepeatedQuestionsQuery) {
  const viewer = loadViewer(deps, user);
  const [profile] = await deps.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, user.userId));
  const language = readerLanguage(profile?.language);
  let cache = pdfCaches.get(deps.db);
  if (!cache) pdfCaches.set(deps.db, (cache = new Map()));
  const key = JSON.stringify([viewer.contentClass, viewer.faculty, viewer.hasPremium, query.subject ?? '', query.year ?? '', query.search ?? '', language]);
  const entry = cache.get(key);
  if (entry && Date.now() - entry.computedAt < CACHE_TTL_MS) return entry.pdf;
  const pdf = renderRepeatedQuestionsPdf(deps, user, query, language);
  cache.delete(key);
  cache.set(key, { computedAt: Date.now(), pdf });
  if (cache.size > PDF_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  pdf.catch(() => cache.delete(key));
  return pdf;
}

async function renderRepeatedQuestionsPdf(deps: Deps<'db' | 'clock'>, user: AuthContext, query: RepeatedQuestionsQuery, language: ReaderLanguage) {
  const result = await listRepeatedQuestions(deps, user, query);
  const viewer = loadViewer(deps, user);
  const texts = PDF_TEXTS[language];
  const { digits } = printedFormat(language);
  // The PDF renderer loads on the first download, not at start.
  const { caption, createPdf, finishPdf, heading, paragraph, write } = await import('../../platform/pdf');
  const doc = createPdf({ title: texts.title, subject: texts.subject(digits(viewer.contentClass)) });
  write(doc.fontSize(20), 'bold', texts.title).font('regular').fontSize(11);
  const filters = [
    texts.classOf(digits(viewer.contentClass)),
    query.subject ? texts.subjectFilter(result.subjects.find((subject) => subject.slug === query.subject)?.name ?? query.subject) : texts.allSubjects,
    query.year ? texts.yearFilter(digits(query.year)) : texts.allYears,
    query.search ? texts.searchFilter(query.search) : undefined,
  ].filter(Boolean);
  caption(doc, `${filters.join(' · ')} — ${texts.found(result.total, digits(result.total))}`);
  caption(doc, texts.analysed(digits(result.stats.questionsAnalysed), digits(result.stats.papersAnalysed)));
  if (result.insights.topUnits.length) {
    heading(doc, texts.topUnits, 12);
    for (const unit of result.insights.topUnits) {
      paragraph(doc, `•  ${unit.subject} — ${texts.unitLine(unit.unit, unit.questions, digits(unit.questions), digits(unit.occurrences))}`);
    }
  }
  result.questions.forEach((question, index) => {
    heading(doc, `${digits(index + 1)}. ${question.subject.name} · ${question.unit} · ${texts.marks(digits(question.marks))}`, 11);
    paragraph(doc, question.text ?? texts.questionLocked);
    caption(doc, texts.asked(digits(question.occurrences), digits(question.years.join(', '))));
    if (question.solution) {
      write(doc.moveDown(0.2).fontSize(10), 'bold', texts.solution).font('regular');
      paragraph(doc, question.solution);
    } else if (question.solutionLocked) {
      caption(doc, texts.solutionLocked);
    }
  });
  if (result.total === 0) paragraph(doc, texts.empty);
  return finishPdf(doc, language);
}
