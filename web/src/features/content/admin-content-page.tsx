import { ArrowDownUp, FileText, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { CONTENT_CLASSES } from '@common/academics';
import { CONTENT_FACULTIES, MCQ_SORTS, type AdminContentOptions } from '@common/content-admin';
import { MathText } from '@/components/markdown/math-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState, Skeleton } from '@/components/ui/feedback';
import { Label, NativeSelect } from '@/components/ui/input';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { subjectsFor } from './admin-fields';
import { FormulaForm, McqForm, MockTestForm, NoteForm, PastPaperForm } from './admin-forms';
import { McqImportDialog } from './admin-import';
import { CONTENT_KINDS, useAdminList, useContentOptions, useDeleteItem, type AdminItem, type ContentKind } from './admin-queries';
import { SearchField, useFilterParams } from './filters';

const FILTER_KEYS = ['search', 'class', 'faculty', 'subject', 'page', 'sort', 'order'] as const;
type FormComponent = ComponentType<{ item: never; options: AdminContentOptions; onDone: () => void }>;
const FORMS: Record<ContentKind, FormComponent> = { mcqs: McqForm, notes: NoteForm, 'mock-tests': MockTestForm, 'past-papers': PastPaperForm, formulas: FormulaForm } as Record<ContentKind, FormComponent>;
const TAB_NAMES: Record<ContentKind, string> = { mcqs: 'mcqs', notes: 'notes', 'mock-tests': 'mockTests', 'past-papers': 'pastPapers', formulas: 'formulas' };

/** What a row shows under its title, by kind. */
function ItemDetails({ kind, item }: { kind: ContentKind; item: AdminItem<ContentKind> }) {
  const { t } = useTranslation('content-admin');
  const format = useFormat();
  const subject = 'subject' in item && item.subject ? item.subject.name : t('list.allSubjects');
  const parts = [t('classLabel', { class: Number(item.class) }), subject];
  if ('unit' in item) parts.push(item.unit);
  if (kind === 'mock-tests' && 'durationMinutes' in item) parts.push(t('list.minutes', { count: item.durationMinutes }), t('list.questions', { count: item.questionCount }));
  if ('year' in item) parts.push(format.digits(item.year));
  if ('topic' in item) parts.push(item.topic);
  return (
    <div className="grid gap-1 text-xs text-muted-foreground">
      <p>{parts.join(' · ')}</p>
      {'statistics' in item ? (
        <p data-testid="item-statistics">
          {t('stats.line', {
            responses: format.number(item.statistics.responses),
            facility: item.statistics.facility === null ? '–' : format.percent(item.statistics.facility * 100),
            discrimination: item.statistics.discrimination === null ? '–' : format.number(item.statistics.discrimination, { maximumFractionDigits: 2 }),
          })}
        </p>
      ) : null}
      {'pdf' in item && item.pdf ? (
        <p className="flex items-center gap-1">
          <FileText className="size-3" aria-hidden />
          {item.pdf.filename}
        </p>
      ) : null}
    </div>
  );
}

const titleOf = (item: AdminItem<ContentKind>) => ('question' in item ? item.question : item.title);

function ContentList({ kind, options }: { kind: ContentKind; options: AdminContentOptions }) {
  const { t } = useTranslation('content-admin');
  const filters = useFilterParams(FILTER_KEYS);
  const { values } = filters;
  const page = Number(values.page) || 1;
  const query = {
    search: values.search || undefined,
    class: values.class || undefined,
    faculty: values.class === '12' ? values.faculty || undefined : undefined,
    subjectId: values.subject || undefined,
    page,
    ...(kind === 'mcqs' ? { sort: values.sort || undefined, order: values.order || undefined } : {}),
  };
  const list = useAdminList(kind, query);
  const remove = useDeleteItem(kind);
  const [editing, setEditing] = useState<AdminItem<ContentKind> | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  useEffect(() => {
    if (list.isError) toast.error(t('toast.fetchContentFailed'));
  }, [list.isError, t]);
  const Form = FORMS[kind];
  const name = TAB_NAMES[kind];
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const confirmDelete = (item: AdminItem<ContentKind>) => {
    if (!window.confirm(t('confirmDelete', { title: titleOf(item).slice(0, 80) }))) return;
    remove.mutate(item.id, {
      onSuccess: () => toast.success(t('toast.deleted')),
      onError: (error) => toast.error(t('toast.deleteFailed'), { description: error.message }),
    });
  };
  return (
    <div className="grid gap-4">
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-4">
          <SearchField label={t('filters.search')} placeholder={t('filters.searchPlaceholder')} value={values.search} onSearch={(search) => filters.set({ search, page: '' })} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${kind}-class`}>{t('fields.class')}</Label>
            <NativeSelect id={`${kind}-class`} value={values.class} onChange={(event) => filters.set({ class: event.target.value, faculty: '', subject: '', page: '' })}>
              <option value="">{t('filters.allClasses')}</option>
              {CONTENT_CLASSES.map((level) => (
                <option key={level} value={level}>
                  {t('classLabel', { class: Number(level) })}
                </option>
              ))}
            </NativeSelect>
          </div>
          {values.class === '12' ? (
            <div className="grid gap-1.5">
              <Label htmlFor={`${kind}-faculty`}>{t('fields.faculty')}</Label>
              <NativeSelect id={`${kind}-faculty`} value={values.faculty} onChange={(event) => filters.set({ faculty: event.target.value, subject: '', page: '' })}>
                <option value="">{t('filters.allFaculties')}</option>
                {CONTENT_FACULTIES.map((faculty) => (
                  <option key={faculty} value={faculty}>
                    {t(`faculty.${faculty}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <Label htmlFor={`${kind}-subject`}>{t('fields.subject')}</Label>
            <NativeSelect id={`${kind}-subject`} value={values.subject} onChange={(event) => filters.set({ subject: event.target.value, page: '' })}>
              <option value="">{t('filters.allSubjects')}</option>
              {subjectsFor(options.subjects, values.class, values.faculty).map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {options.subjects.filter((other) => other.name === subject.name).length > 1 ? `${subject.name} (${t('classLabel', { class: Number(subject.class) })})` : subject.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {kind === 'mcqs' ? (
            <div className="grid gap-1.5">
              <Label htmlFor="mcq-sort">{t('filters.sort')}</Label>
              <div className="flex gap-2">
                <NativeSelect id="mcq-sort" value={values.sort || 'newest'} onChange={(event) => filters.set({ sort: event.target.value, page: '' })}>
                  {MCQ_SORTS.map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`sort.${sort}`)}
                    </option>
                  ))}
                </NativeSelect>
                <Button variant="outline" size="icon" aria-label={values.order === 'asc' ? t('filters.descending') : t('filters.ascending')} onClick={() => filters.set({ order: values.order === 'asc' ? '' : 'asc', page: '' })}>
                  <ArrowDownUp aria-hidden />
                </Button>
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.data ? t('list.total', { count: list.data.total }) : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {kind === 'mcqs' ? (
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload aria-hidden />
              {t('import.open')}
            </Button>
          ) : null}
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t(`add.${name}`)}
          </Button>
        </div>
      </div>

      {list.isPending ? (
        <div className="grid gap-3" aria-busy="true">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-20" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState title={t('toast.fetchContentFailed')} action={<Button onClick={() => void list.refetch()}>{t('actions.retry')}</Button>} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t(`empty.${name}`)} description={filters.isFiltered ? t('empty.filtered') : undefined} />
      ) : (
        <ul className="grid gap-3" aria-label={t(`tabs.${name}`)}>
          {(list.data.items as AdminItem<ContentKind>[]).map((item) => (
            <li key={item.id}>
              <Card>
                <CardContent className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      {kind === 'mcqs' ? <MathText className="font-medium" text={titleOf(item)} /> : <span className="font-medium">{titleOf(item)}</span>}
                      {'isPremium' in item && item.isPremium ? <Badge variant="secondary">{t('list.premium')}</Badge> : null}
                    </div>
                    <ItemDetails kind={kind} item={item} />
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button variant="outline" size="sm" onClick={() => setEditing(item)} aria-label={t('actions.editItem', { title: titleOf(item).slice(0, 60) })}>
                      <Pencil aria-hidden />
                      {t('actions.edit')}
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => confirmDelete(item)} disabled={remove.isPending} aria-label={t('actions.deleteItem', { title: titleOf(item).slice(0, 60) })}>
                      <Trash2 aria-hidden />
                      {t('actions.delete')}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="flex items-center justify-center gap-3" aria-label={t('list.pages')}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => filters.set({ page: String(page - 1) })}>
            {t('list.previous')}
          </Button>
          <span className="text-sm">{t('list.page', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => filters.set({ page: String(page + 1) })}>
            {t('list.next')}
          </Button>
        </nav>
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>{t(`${editing === 'new' ? 'add' : 'edit'}.${name}`)}</DialogTitle>
            <DialogDescription>{t('formDescription')}</DialogDescription>
          </DialogHeader>
          {editing !== null ? <Form item={(editing === 'new' ? null : editing) as never} options={options} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
      {kind === 'mcqs' ? <McqImportDialog open={importing} onOpenChange={setImporting} options={options} /> : null}
    </div>
  );
}

/** /admin/content (seed 001 section 5): MCQs, notes, mock tests, past papers and formulas, each listed, added, edited and deleted. */
export function AdminContentPage() {
  const { t } = useTranslation('content-admin');
  const [params, setParams] = useSearchParams();
  const tab = CONTENT_KINDS.find((kind) => kind === params.get('tab')) ?? 'mcqs';
  const options = useContentOptions();
  useEffect(() => {
    if (options.isError) toast.error(t('toast.fetchSubjectsFailed'));
  }, [options.isError, t]);
  return (
    <PageContainer>
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'mcqs' ? {} : { tab: value }, { replace: true })}>
        <TabsList className="mb-6 flex h-auto w-full flex-wrap justify-start">
          {CONTENT_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {t(`tabs.${TAB_NAMES[kind]}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {CONTENT_KINDS.map((kind) => (
          <TabsContent key={kind} value={kind}>
            {options.data ? (
              <ContentList kind={kind} options={options.data} />
            ) : options.isError ? (
              <EmptyState title={t('toast.fetchSubjectsFailed')} action={<Button onClick={() => void options.refetch()}>{t('actions.retry')}</Button>} />
            ) : (
              <Skeleton className="h-64" aria-busy="true" />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </PageContainer>
  );
}
