import { BookOpen, Calendar, Download, Eye, FileText, Star } from 'lucide-react';
import { Link } from 'react-router';
import { VISIBLE_TOPICS, type NoteCard, type NoteClassFilter, type ViewerScope } from '@common/content';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/feedback';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { toast } from '@/components/ui/toaster';
import { useSession } from '@/features/auth/queries';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { ClearFiltersButton, FilterBar, SearchField, SelectField, SubjectSelect, useFilterParams } from './filters';
import { CardGridSkeleton, LoadProblem, useLoadErrorToast } from './list-states';
import { PremiumBadge, UpgradeBanner, UpgradeRequiredButton } from './premium';
import { LoadProgress } from './pdf-frame';
import { useDownloadPdf, useNotes } from './queries';
import { SavedOfflineList } from './saved-offline';

const FILTERS = ['search', 'subject', 'class'] as const;

/** 'Study Notes - Class 12 (Science)': the class, plus the faculty for Class 12 (seed 000, Notes page). */
function useNotesTitle(viewer: Pick<ViewerScope, 'contentClass' | 'faculty'> | undefined) {
  const { t } = useTranslation('content');
  const session = useSession();
  const user = session.data?.user;
  const contentClass = viewer?.contentClass ?? (user?.class === '10' ? '10' : '12');
  const faculty = viewer ? viewer.faculty : user?.faculty;
  const title = t('notes.title', { class: Number(contentClass) });
  return contentClass === '12' && faculty ? `${title} (${t(`faculties.${faculty}`, { defaultValue: faculty })})` : title;
}

/** The link that opens a note on its unit's reading page. */
function noteHref(note: Pick<NoteCard, 'id' | 'class' | 'subject' | 'unitSlug'>, ownClass: string) {
  const classParam = note.class !== ownClass ? `&class=${note.class}` : '';
  return `/notes/${note.subject.slug}/${note.unitSlug}?note=${note.id}${classParam}`;
}

/** /notes: search, subject and class filters, 'Found N notes' and the note cards. */
export function NotesPage() {
  const { t } = useTranslation('content');
  const filters = useFilterParams(FILTERS);
  const { search, subject } = filters.values;
  const classFilter = (['all', '10', '12'] as const).find((value) => value === filters.values.class);
  const notes = useNotes({ search: search || undefined, subject: subject || undefined, class: classFilter });
  useLoadErrorToast(notes.error);
  const title = useNotesTitle(notes.data?.viewer);
  const data = notes.data;

  return (
    <PageContainer>
      <PageHeader title={title} description={t('notes.description')} />
      <SavedOfflineList />
      {notes.isError && !data ? (
        <LoadProblem error={notes.error} onRetry={() => void notes.refetch()} />
      ) : (
        <div className="space-y-5">
          {data && !data.viewer.isPremium ? <UpgradeBanner text={t('upgrade.notes')} /> : null}
          <FilterBar filters={filters} className="sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
              <SearchField label={t('notes.searchLabel')} placeholder={t('notes.searchPlaceholder')} value={search} onSearch={(text) => filters.set({ search: text })} />
              <SubjectSelect subjects={data?.subjects} value={subject} onChange={(value) => filters.set({ subject: value })} />
              <SelectField
                label={t('filters.class')}
                value={data?.classFilter ?? classFilter ?? ''}
                onChange={(value) => filters.set({ class: value as NoteClassFilter })}
              >
                <option value="all">{t('filters.allClasses')}</option>
                <option value="10">{t('filters.classOption', { class: 10 })}</option>
                <option value="12">{t('filters.classOption', { class: 12 })}</option>
              </SelectField>
          </FilterBar>
          {!data ? (
            <CardGridSkeleton className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" itemClassName="h-72" />
          ) : (
            <>
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="notes-count">
                {t('notes.found', { count: data.total })}
              </p>
              {data.notes.length === 0 ? (
                <EmptyState
                  icon={<BookOpen />}
                  title={t('notes.empty')}
                  description={t('notes.emptyHint')}
                  action={filters.isFiltered ? <ClearFiltersButton filters={filters} /> : undefined}
                />
              ) : (
                <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
                  {data.notes.map((note) => (
                    <li key={note.id} className="min-w-0">
                      <NoteCardView note={note} ownClass={data.viewer.contentClass} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
}

/** Download PDF: the file arrives through the API, which counts it. */
export function NotePdfButton({ note, className }: { note: Pick<NoteCard, 'id' | 'title' | 'hasPdf'>; className?: string }) {
  const { t } = useTranslation('content');
  const download = useDownloadPdf();
  return (
    <>
    <Button
      variant="outline"
      className={className}
      disabled={!note.hasPdf || download.isPending}
      title={note.hasPdf ? undefined : t('notes.noPdf')}
      onClick={() =>
        download.mutate(
          { path: `/api/notes/${note.id}/download`, method: 'POST', fallbackName: `${note.title}.pdf` },
          { onError: (error) => toast.error(t('errors.download', { message: error.message })) },
        )
      }
    >
      <Download />
      {note.hasPdf ? t('notes.downloadPdf') : t('notes.noPdfShort')}
    </Button>
    {download.progress ? <LoadProgress action="downloading" {...download.progress} /> : null}
    </>
  );
}

function NoteCardView({ note, ownClass }: { note: NoteCard; ownClass: string }) {
  const { t } = useTranslation('content');
  const format = useFormat();
  const hiddenTopics = note.topics.length - VISIBLE_TOPICS;
  return (
    <Card className="flex h-full flex-col" data-testid="note-card">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{note.subject.name}</Badge>
          <Badge variant="outline">{t('filters.classOption', { class: Number(note.class) })}</Badge>
          <Badge variant="outline">{t(`difficulty.${note.difficulty}`)}</Badge>
          {note.isPremium ? <PremiumBadge /> : null}
        </div>
        <CardTitle className="text-base sm:text-lg">{note.title}</CardTitle>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <FileText className="size-4 shrink-0" aria-hidden />
          <span>{t('notes.unit', { unit: note.unit })}</span>
        </p>
        <CardDescription>{note.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto space-y-3">
        <ul className="flex flex-wrap gap-1.5" aria-label={t('notes.topics')}>
          {note.topics.slice(0, VISIBLE_TOPICS).map((topic) => (
            <li key={topic} className="rounded-full bg-muted px-2 py-0.5 text-xs">
              {topic}
            </li>
          ))}
          {hiddenTopics > 0 ? <li className="px-1 py-0.5 text-xs text-muted-foreground">{t('notes.moreTopics', { count: hiddenTopics })}</li> : null}
        </ul>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t('notes.downloads')}</dt>
            <Download className="size-3.5" aria-hidden />
            <dd data-testid="note-downloads">{t('notes.downloadCount', { count: note.downloads, formatted: format.number(note.downloads) })}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t('notes.rating')}</dt>
            <Star className="size-3.5 fill-warning text-warning" aria-hidden />
            <dd>{format.number(note.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt className="sr-only">{t('notes.created')}</dt>
            <Calendar className="size-3.5" aria-hidden />
            <dd>{format.date(note.createdAt)}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="flex-wrap">
        {note.locked ? (
          <UpgradeRequiredButton className="w-full" />
        ) : (
          <>
            <Button asChild className="flex-1">
              <Link to={noteHref(note, ownClass)}>
                <Eye />
                {t('notes.viewOnline')}
              </Link>
            </Button>
            <NotePdfButton note={note} className="flex-1" />
          </>
        )}
      </CardFooter>
    </Card>
  );
}
