import { ArrowLeft, ArrowRight, BookOpen, ChevronRight, FileText, Lock, PlayCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { NoteCard, NoteUnitResponse } from '@common/content';
import { Markdown } from '@/components/markdown/markdown';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, Skeleton, Spinner } from '@/components/ui/feedback';
import { NativeSelect } from '@/components/ui/input';
import { PageContainer } from '@/components/ui/page';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { LoadProblem, useLoadErrorToast } from './list-states';
import { NotePdfButton } from './notes-page';
import { PremiumBadge, UpgradeRequiredButton } from './premium';
import { useNote, useNoteUnit, useRecordNoteRead } from './queries';

// pdf.js is large: it loads only when a student opens a PDF.
import { SaveOfflineButton } from './saved-offline';

const PdfViewer = lazy(() => import('./pdf-viewer').then((module) => ({ default: module.PdfViewer })));

/** /notes/{subject}/{unit}: the unit's notes, ?note=ID selects one (View Online), with unit navigation. */
export function NoteUnitPage() {
  const { t } = useTranslation('content');
  const { subject = '', unit = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const contentClass = params.get('class') === '10' ? '10' : params.get('class') === '12' ? '12' : undefined;
  const unitQuery = useNoteUnit(subject, unit, contentClass);
  useLoadErrorToast(unitQuery.error);
  const data = unitQuery.data;
  const selected = data?.notes.find((note) => note.id === params.get('note')) ?? data?.notes.find((note) => !note.locked) ?? data?.notes[0];
  const classSuffix = contentClass ? `?class=${contentClass}` : '';
  const unitHref = (slug: string) => `/notes/${subject}/${slug}${classSuffix}`;

  return (
    <PageContainer>
      <nav aria-label={t('reader.breadcrumb')} className="mb-4 flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <Link to="/notes" className="hover:text-foreground hover:underline">
          {t('reader.allNotes')}
        </Link>
        <ChevronRight className="size-4" aria-hidden />
        <span>{data ? `${data.subject.name} · ${t('filters.classOption', { class: Number(data.subject.class) })}` : subject}</span>
      </nav>
      {unitQuery.isError ? (
        <LoadProblem error={unitQuery.error} onRetry={() => void unitQuery.refetch()} />
      ) : !data ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-9 w-2/3" />
          <Skeleton className="h-96" />
        </div>
      ) : (
        <>
          <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{data.unit.name}</h1>
              <p className="mt-1 text-muted-foreground">{t('reader.notesInUnit', { count: data.notes.length })}</p>
            </div>
            <Button asChild variant="outline">
              <Link to={`/mcq/${data.subject.slug}/${data.unit.slug}`}>
                <PlayCircle />
                {t('practiceNow')}
              </Link>
            </Button>
          </div>
          <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
            <UnitNavigation data={data} unitHref={unitHref} />
            <div className="min-w-0 space-y-4">
              {data.notes.length === 0 ? (
                <EmptyState icon={<BookOpen />} title={t('reader.emptyUnit')} description={t('reader.emptyUnitHint')} />
              ) : (
                <>
                  {data.notes.length > 1 ? (
                    <div role="tablist" aria-label={t('reader.notesOfUnit')} className="flex flex-wrap gap-2">
                      {data.notes.map((note) => (
                        <button
                          key={note.id}
                          type="button"
                          role="tab"
                          aria-selected={note.id === selected?.id}
                          onClick={() => setParams((current) => ({ ...Object.fromEntries(current), note: note.id }), { replace: true })}
                          className={cn(
                            'inline-flex max-w-full items-center gap-1.5 rounded-full border px-3 py-1 text-left text-sm',
                            note.id === selected?.id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
                          )}
                        >
                          {note.locked ? <Lock className="size-3.5 shrink-0" aria-hidden /> : null}
                          <span className="truncate">{note.title}</span>
                        </button>
                      ))}
                    </div>
                  ) : null}
                  {selected ? selected.locked ? <LockedNote note={selected} /> : <NoteReader key={selected.id} card={selected} unitUrl={`/api/notes/units/${subject}/${unit}${classSuffix}`} href={`${unitHref(unit)}${classSuffix ? '&' : '?'}note=${selected.id}`} /> : null}
                </>
              )}
              <UnitPager data={data} unitHref={unitHref} />
            </div>
          </div>
        </>
      )}
    </PageContainer>
  );
}

function UnitNavigation({ data, unitHref }: { data: NoteUnitResponse; unitHref: (slug: string) => string }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const navigate = useNavigate();
  return (
    <aside aria-label={t('reader.units')}>
      <label className="mb-1.5 block text-sm font-medium lg:hidden" htmlFor="unit-select">
        {t('reader.units')}
      </label>
      <NativeSelect id="unit-select" className="lg:hidden" value={data.unit.slug} onChange={(event) => void navigate(unitHref(event.target.value))}>
        {data.units.map((unit) => (
          <option key={unit.slug} value={unit.slug}>
            {unit.name} ({format.digits(unit.noteCount)})
          </option>
        ))}
      </NativeSelect>
      <nav className="hidden lg:block">
        <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{t('reader.units')}</h2>
        <ul className="space-y-1">
          {data.units.map((unit) => (
            <li key={unit.slug}>
              <Link
                to={unitHref(unit.slug)}
                aria-current={unit.slug === data.unit.slug ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm',
                  unit.slug === data.unit.slug ? 'bg-accent font-medium text-accent-foreground' : 'hover:bg-muted',
                )}
              >
                <span>{unit.name}</span>
                <Badge variant={unit.noteCount ? 'secondary' : 'outline'}>{format.digits(unit.noteCount)}</Badge>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}

function UnitPager({ data, unitHref }: { data: NoteUnitResponse; unitHref: (slug: string) => string }) {
  const { t } = useTranslation('content');
  const position = data.units.findIndex((unit) => unit.slug === data.unit.slug);
  const previous = data.units[position - 1];
  const next = data.units[position + 1];
  return (
    <nav aria-label={t('reader.unitPager')} className="flex flex-col gap-2 border-t pt-4 sm:flex-row sm:justify-between">
      {previous ? (
        <Button asChild variant="ghost" className="justify-start whitespace-normal text-left">
          <Link to={unitHref(previous.slug)}>
            <ArrowLeft />
            {t('reader.previousUnit', { unit: previous.name })}
          </Link>
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button asChild variant="ghost" className="justify-end whitespace-normal text-right">
          <Link to={unitHref(next.slug)}>
            {t('reader.nextUnit', { unit: next.name })}
            <ArrowRight />
          </Link>
        </Button>
      ) : null}
    </nav>
  );
}

function LockedNote({ note }: { note: NoteCard }) {
  const { t } = useTranslation('content');
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <PremiumBadge />
          <Badge variant="outline">{t(`difficulty.${note.difficulty}`)}</Badge>
        </div>
        <CardTitle>{note.title}</CardTitle>
        <CardDescription>{note.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Lock className="size-4" aria-hidden />
          {t('reader.lockedHint')}
        </p>
        <UpgradeRequiredButton />
      </CardContent>
    </Card>
  );
}

/** A note of the unit; `unitUrl` is what this page fetched for the unit and `href` this page, kept with a saved note. */
function NoteReader({ card, unitUrl, href }: { card: NoteCard; unitUrl: string; href: string }) {
  const { t } = useTranslation('content');
  const note = useNote(card.id);
  const recordRead = useRecordNoteRead();
  const recorded = useRef(false);
  const [isPdfOpen, setPdfOpen] = useState(false);
  useLoadErrorToast(note.error);

  // One Recent Activity entry per opening of a note.
  const { mutate: record } = recordRead;
  useEffect(() => {
    if (!note.data || recorded.current) return;
    recorded.current = true;
    record(card.id);
  }, [note.data, card.id, record]);

  if (note.isPending) return <Skeleton className="h-96" />;
  if (note.isError) return <LoadProblem error={note.error} onRetry={() => void note.refetch()} />;
  const detail = note.data;
  return (
    <article className="space-y-4">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="secondary">{detail.subject.name}</Badge>
            <Badge variant="outline">{t(`difficulty.${detail.difficulty}`)}</Badge>
            {detail.isPremium ? <PremiumBadge /> : null}
            <Badge variant="outline">{t('reader.pages', { count: detail.pages })}</Badge>
          </div>
          <h2 className="text-xl font-bold tracking-tight sm:text-2xl">{detail.title}</h2>
          <CardDescription>{detail.description}</CardDescription>
          <div className="flex flex-wrap gap-2 pt-2">
            {detail.hasPdf ? (
              <>
                <Button variant={isPdfOpen ? 'secondary' : 'default'} onClick={() => setPdfOpen((open) => !open)} aria-expanded={isPdfOpen}>
                  <FileText />
                  {isPdfOpen ? t('reader.hidePdf') : t('reader.showPdf')}
                </Button>
                <NotePdfButton note={detail} />
              </>
            ) : null}
            {/* What this page reads for the note, kept for reading offline (decision 083). */}
            <SaveOfflineButton item={{ id: detail.id, kind: 'note', title: detail.title, href, urls: [unitUrl, `/api/notes/${detail.id}`, ...(detail.hasPdf ? [`/api/notes/${detail.id}/pdf`] : [])] }} />
          </div>
        </CardHeader>
        <CardContent>
          {detail.content ? <Markdown source={detail.content} withoutTitle /> : <p className="text-muted-foreground">{t('reader.pdfOnly')}</p>}
        </CardContent>
      </Card>
      {detail.hasPdf && isPdfOpen ? (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t('reader.pdfTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Spinner label={t('reader.loadingPdf')} />}>
              <PdfViewer url={`/api/notes/${detail.id}/pdf`} title={detail.title} />
            </Suspense>
          </CardContent>
        </Card>
      ) : null}
    </article>
  );
}
