import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { unitsOf } from '@common/syllabus';
import {
  FormulaBody,
  McqBody,
  MockTestBody,
  NoteBody,
  PastPaperBody,
  type AdminContentOptions,
  type AdminMockTestDetail,
  type AdminNoteDetail,
} from '@common/content-admin';
import type { AnswerLetter } from '@common/practice';
import { Markdown } from '@/components/markdown/markdown';
import { renderFormula } from '@/components/markdown/math-formula';
import { MathText } from '@/components/markdown/math-text';
import { Button } from '@/components/ui/button';
import { Alert, Skeleton } from '@/components/ui/feedback';
import { Input, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n-react';
import { CheckField, DifficultyField, Field, fieldErrors, PdfField, placementOf, PlacementFields, TextField, UploadProgress, type Placement } from './admin-fields';
import { useAdminItem, useAdminList, useSaveItem, type AdminItem, type ContentKind } from './admin-queries';

// The add and edit forms of each kind of content. Each checks with the API's own schema before sending, shows the
// server's refusal (a formula KaTeX cannot typeset, a premium question in a free test) and toasts the outcome.

const LETTERS: AnswerLetter[] = ['A', 'B', 'C', 'D'];
const TOAST_NAMES: Record<ContentKind, string> = { mcqs: 'mcq', notes: 'note', 'mock-tests': 'mockTest', 'past-papers': 'pastPaper', formulas: 'formula' };
const splitTopics = (text: string) => text.split(',').map((topic) => topic.trim()).filter(Boolean);

type FormProps<K extends ContentKind> = { item: AdminItem<K> | null; options: AdminContentOptions; onDone: () => void };

/** Checks, sends and reports one form; `errors` holds the schema's problems by field. */
function useSubmit<S extends z.ZodType>(kind: ContentKind, schema: S, id: string | undefined, onDone: () => void) {
  const { t } = useTranslation('content-admin');
  const save = useSaveItem(kind);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const action = id ? 'updated' : 'added';
  const submit = (input: unknown, files?: Record<string, File | null>) => {
    const result = schema.safeParse(input);
    setErrors(fieldErrors(result));
    setServerError(null);
    if (!result.success) return;
    const hasFiles = files && Object.values(files).some(Boolean);
    if (hasFiles) setProgress(0);
    save.mutate(
      { id, body: input, files, onProgress: hasFiles ? setProgress : undefined },
      {
        onSuccess: () => {
          toast.success(t(`toast.${TOAST_NAMES[kind]}.${action}`));
          onDone();
        },
        onError: (error) => {
          toast.error(t(`toast.${TOAST_NAMES[kind]}.${id ? 'updateFailed' : 'addFailed'}`));
          setServerError(error instanceof ApiError ? error.message : null);
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  return { submit, errors, serverError, progress, isPending: save.isPending };
}

function FormShell({ onSubmit, onCancel, isPending, serverError, children, preview }: { onSubmit: () => void; onCancel: () => void; isPending: boolean; serverError: string | null; children: ReactNode; preview?: ReactNode }) {
  const { t } = useTranslation('content-admin');
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handle} noValidate className="grid gap-4">
      {children}
      {preview ? (
        <section aria-label={t('preview.title')} className="rounded-lg border bg-muted/30 p-4">
          <h3 className="mb-2 text-sm font-semibold text-muted-foreground">{t('preview.title')}</h3>
          {preview}
        </section>
      ) : null}
      {serverError ? <Alert variant="destructive">{serverError}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? t('actions.saving') : t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** The unit text box, suggesting the syllabus units of the chosen subject. */
function UnitField({ value, onChange, error, subjectSlug, contentClass }: { value: string; onChange: (value: string) => void; error?: string; subjectSlug?: string; contentClass: '10' | '12' }) {
  const { t } = useTranslation('content-admin');
  const units = subjectSlug ? unitsOf(contentClass, subjectSlug) : [];
  const listId = `units-${contentClass}-${subjectSlug ?? 'none'}`;
  return (
    <Field label={t('fields.unit')} error={error}>
      {(props) => (
        <>
          <Input {...props} list={listId} value={value} onChange={(event) => onChange(event.target.value)} />
          <datalist id={listId}>
            {units.map((unit) => (
              <option key={unit} value={unit} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}

const slugOf = (options: AdminContentOptions, subjectId: string) => options.subjects.find((subject) => subject.id === subjectId)?.slug;

export function McqForm({ item, options, onDone }: FormProps<'mcqs'>) {
  const { t } = useTranslation('content-admin');
  const [question, setQuestion] = useState(item?.question ?? '');
  const [answers, setAnswers] = useState<Record<AnswerLetter, string>>(item?.options ?? { A: '', B: '', C: '', D: '' });
  const [correctAnswer, setCorrectAnswer] = useState<AnswerLetter>(item?.correctAnswer ?? 'A');
  const [explanation, setExplanation] = useState(item?.explanation ?? '');
  const [placement, setPlacement] = useState<Placement>(placementOf(options.subjects, item));
  const [unit, setUnit] = useState(item?.unit ?? '');
  const [difficulty, setDifficulty] = useState(item?.difficulty ?? 'Medium');
  const [topics, setTopics] = useState(item?.topics.join(', ') ?? '');
  const [isPremium, setIsPremium] = useState(item?.isPremium ?? false);
  const form = useSubmit('mcqs', McqBody, item?.id, onDone);
  const body = { question, options: answers, correctAnswer, explanation, class: placement.class, subjectId: placement.subjectId, unit, difficulty, topics: splitTopics(topics), isPremium };
  return (
    <FormShell
      onSubmit={() => form.submit(body)}
      onCancel={onDone}
      isPending={form.isPending}
      serverError={form.serverError}
      preview={
        <div className="grid gap-2" data-testid="mcq-preview">
          <MathText as="p" className="font-medium" text={question || t('preview.empty')} />
          <ol className="grid gap-1">
            {LETTERS.map((letter) => (
              <li key={letter} className={cn('rounded-md border px-3 py-2 text-sm', letter === correctAnswer && 'border-success bg-success/10')}>
                <span className="font-semibold">{letter}.</span> <MathText text={answers[letter]} />
              </li>
            ))}
          </ol>
          {explanation ? <MathText as="p" className="text-sm text-muted-foreground" text={explanation} /> : null}
        </div>
      }
    >
      <TextField label={t('fields.question')} value={question} onChange={setQuestion} error={form.errors.question} multiline hint={t('hints.latex')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {LETTERS.map((letter) => (
          <TextField key={letter} label={t('fields.option', { letter })} value={answers[letter]} onChange={(value) => setAnswers({ ...answers, [letter]: value })} error={form.errors[`options.${letter}`] && `options.${letter}`} />
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.correctAnswer')}>
          {(props) => (
            <NativeSelect {...props} value={correctAnswer} onChange={(event) => setCorrectAnswer(event.target.value as AnswerLetter)}>
              {LETTERS.map((letter) => (
                <option key={letter} value={letter}>
                  {letter}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <DifficultyField value={difficulty} onChange={setDifficulty} />
      </div>
      <TextField label={t('fields.explanation')} value={explanation} onChange={setExplanation} error={form.errors.explanation} multiline />
      <PlacementFields value={placement} onChange={setPlacement} subjects={options.subjects} error={form.errors.subjectId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <UnitField value={unit} onChange={setUnit} error={form.errors.unit} contentClass={placement.class} subjectSlug={slugOf(options, placement.subjectId)} />
        <TextField label={t('fields.topics')} value={topics} onChange={setTopics} hint={t('hints.topics')} />
      </div>
      <CheckField label={t('fields.premium')} checked={isPremium} onChange={setIsPremium} />
    </FormShell>
  );
}

/** An edit form waits for the item's full record (a new item needs none); a failed read says why. */
function WithDetail<T extends AdminNoteDetail | AdminMockTestDetail>({ kind, id, children }: { kind: 'notes' | 'mock-tests'; id: string | null; children: (detail: T | null) => ReactNode }) {
  const detail = useAdminItem<T>(kind, id);
  if (id && !detail.data) return detail.isError ? <Alert variant="destructive">{detail.error.message}</Alert> : <Skeleton className="h-96" />;
  return children(detail.data ?? null);
}

export function NoteForm({ item, options, onDone }: FormProps<'notes'>) {
  return <WithDetail<AdminNoteDetail> kind="notes" id={item?.id ?? null}>{(note) => <NoteFields note={note} options={options} onDone={onDone} />}</WithDetail>;
}

function NoteFields({ note, options, onDone }: { note: AdminNoteDetail | null; options: AdminContentOptions; onDone: () => void }) {
  const { t } = useTranslation('content-admin');
  const [title, setTitle] = useState(note?.title ?? '');
  const [description, setDescription] = useState(note?.description ?? '');
  const [content, setContent] = useState(note?.content ?? '');
  const [placement, setPlacement] = useState<Placement>(placementOf(options.subjects, note));
  const [unit, setUnit] = useState(note?.unit ?? '');
  const [difficulty, setDifficulty] = useState(note?.difficulty ?? 'Medium');
  const [pages, setPages] = useState(String(note?.pages ?? 1));
  const [topics, setTopics] = useState(note?.topics.join(', ') ?? '');
  const [isPremium, setIsPremium] = useState(note?.isPremium ?? false);
  const [pdf, setPdf] = useState<File | null>(null);
  const [pdfError, setPdfError] = useState<string>();
  const [removePdf, setRemovePdf] = useState(false);
  const form = useSubmit('notes', NoteBody, note?.id, onDone);
  const body = { title, description, content, class: placement.class, subjectId: placement.subjectId, unit, difficulty, pages: Number(pages), topics: splitTopics(topics), isPremium, removePdf };
  return (
    <FormShell
      onSubmit={() => form.submit(body, { pdf })}
      onCancel={onDone}
      isPending={form.isPending}
      serverError={form.serverError}
      preview={content.trim() ? <Markdown source={content} className="max-h-96 overflow-y-auto" /> : <p className="text-sm text-muted-foreground">{t('preview.empty')}</p>}
    >
      <TextField label={t('fields.title')} value={title} onChange={setTitle} error={form.errors.title} />
      <TextField label={t('fields.description')} value={description} onChange={setDescription} error={form.errors.description} />
      <TextField label={t('fields.content')} value={content} onChange={setContent} error={form.errors.content} multiline hint={t('hints.markdown')} />
      <PdfField
        label={t('fields.pdf')}
        file={pdf}
        onFile={(file, error) => {
          setPdf(file);
          setPdfError(error);
        }}
        stored={removePdf ? null : note?.pdf}
        onRemoveStored={() => setRemovePdf(true)}
        limitBytes={options.uploadLimitBytes}
        error={pdfError}
      />
      <UploadProgress share={form.progress} />
      <PlacementFields value={placement} onChange={setPlacement} subjects={options.subjects} error={form.errors.subjectId} />
      <div className="grid gap-4 sm:grid-cols-3">
        <UnitField value={unit} onChange={setUnit} error={form.errors.unit} contentClass={placement.class} subjectSlug={slugOf(options, placement.subjectId)} />
        <TextField label={t('fields.pages')} type="number" value={pages} onChange={setPages} error={form.errors.pages} />
        <DifficultyField value={difficulty} onChange={setDifficulty} />
      </div>
      <TextField label={t('fields.topics')} value={topics} onChange={setTopics} hint={t('hints.topics')} />
      <CheckField label={t('fields.premium')} checked={isPremium} onChange={setIsPremium} />
    </FormShell>
  );
}

export function PastPaperForm({ item, options, onDone }: FormProps<'past-papers'>) {
  const { t } = useTranslation('content-admin');
  const [title, setTitle] = useState(item?.title ?? '');
  const [year, setYear] = useState(String(item?.year ?? new Date().getFullYear()));
  const [examBoard, setExamBoard] = useState(item?.examBoard ?? '');
  const [placement, setPlacement] = useState<Placement>(placementOf(options.subjects, item));
  const [isPremium, setIsPremium] = useState(item?.isPremium ?? false);
  const [files, setFiles] = useState<{ pdf: File | null; solution: File | null }>({ pdf: null, solution: null });
  const [fileErrors, setFileErrors] = useState<{ pdf?: string; solution?: string }>({});
  const [removed, setRemoved] = useState({ pdf: false, solution: false });
  const form = useSubmit('past-papers', PastPaperBody, item?.id, onDone);
  const body = { title, year: Number(year), examBoard, class: placement.class, subjectId: placement.subjectId, isPremium, removePdf: removed.pdf, removeSolution: removed.solution };
  const pdfField = (field: 'pdf' | 'solution') => (
    <PdfField
      label={t(`fields.${field === 'pdf' ? 'paperPdf' : 'solutionPdf'}`)}
      file={files[field]}
      onFile={(file, error) => {
        setFiles({ ...files, [field]: file });
        setFileErrors({ ...fileErrors, [field]: error });
      }}
      stored={removed[field] ? null : item?.[field]}
      onRemoveStored={() => setRemoved({ ...removed, [field]: true })}
      limitBytes={options.uploadLimitBytes}
      error={fileErrors[field]}
    />
  );
  return (
    <FormShell onSubmit={() => form.submit(body, files)} onCancel={onDone} isPending={form.isPending} serverError={form.serverError}>
      <TextField label={t('fields.title')} value={title} onChange={setTitle} error={form.errors.title} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.year')} type="number" value={year} onChange={setYear} error={form.errors.year} />
        <TextField label={t('fields.examBoard')} value={examBoard} onChange={setExamBoard} error={form.errors.examBoard} />
      </div>
      <PlacementFields value={placement} onChange={setPlacement} subjects={options.subjects} error={form.errors.subjectId} />
      {pdfField('pdf')}
      {pdfField('solution')}
      <UploadProgress share={form.progress} />
      <CheckField label={t('fields.premium')} checked={isPremium} onChange={setIsPremium} />
    </FormShell>
  );
}

export function FormulaForm({ item, options, onDone }: FormProps<'formulas'>) {
  const { t } = useTranslation('content-admin');
  const [title, setTitle] = useState(item?.title ?? '');
  const [latex, setLatex] = useState(item?.latex ?? '');
  const [description, setDescription] = useState(item?.description ?? '');
  const [topic, setTopic] = useState(item?.topic ?? '');
  const [placement, setPlacement] = useState<Placement>(placementOf(options.subjects, item));
  const form = useSubmit('formulas', FormulaBody, item?.id, onDone);
  const body = { title, latex, description, topic, class: placement.class, subjectId: placement.subjectId };
  return (
    <FormShell
      onSubmit={() => form.submit(body)}
      onCancel={onDone}
      isPending={form.isPending}
      serverError={form.serverError}
      preview={latex.trim() ? <div className="overflow-x-auto">{renderFormula(latex, true)}</div> : <p className="text-sm text-muted-foreground">{t('preview.empty')}</p>}
    >
      <TextField label={t('fields.title')} value={title} onChange={setTitle} error={form.errors.title} />
      <TextField label={t('fields.latex')} value={latex} onChange={setLatex} error={form.errors.latex} multiline />
      <TextField label={t('fields.description')} value={description} onChange={setDescription} error={form.errors.description} />
      <TextField label={t('fields.topic')} value={topic} onChange={setTopic} error={form.errors.topic} />
      <PlacementFields value={placement} onChange={setPlacement} subjects={options.subjects} error={form.errors.subjectId} />
    </FormShell>
  );
}

export function MockTestForm({ item, options, onDone }: FormProps<'mock-tests'>) {
  return <WithDetail<AdminMockTestDetail> kind="mock-tests" id={item?.id ?? null}>{(test) => <MockTestFields test={test} options={options} onDone={onDone} />}</WithDetail>;
}

function MockTestFields({ test, options, onDone }: { test: AdminMockTestDetail | null; options: AdminContentOptions; onDone: () => void }) {
  const { t } = useTranslation('content-admin');
  const [title, setTitle] = useState(test?.title ?? '');
  const [description, setDescription] = useState(test?.description ?? '');
  const [placement, setPlacement] = useState<Placement>(placementOf(options.subjects, test));
  const [duration, setDuration] = useState(String(test?.durationMinutes ?? 60));
  const [totalMarks, setTotalMarks] = useState(String(test?.totalMarks ?? 100));
  const [isPremium, setIsPremium] = useState(test?.isPremium ?? false);
  const [picked, setPicked] = useState<{ id: string; question: string }[]>(test?.questions ?? []);
  const [search, setSearch] = useState('');
  const form = useSubmit('mock-tests', MockTestBody, test?.id, onDone);
  const candidates = useAdminList('mcqs', { class: placement.class, subjectId: placement.subjectId || undefined, search: search || undefined }, !!placement.subjectId);
  const body = {
    title,
    description,
    class: placement.class,
    subjectId: placement.subjectId || null,
    durationMinutes: Number(duration),
    totalMarks: Number(totalMarks),
    mcqIds: picked.map((question) => question.id),
    isPremium,
    negativeMarkFraction: test?.negativeMarkFraction ?? 0,
    isActive: test?.isActive ?? true,
  };
  const toggle = (question: { id: string; question: string }) =>
    setPicked((current) => (current.some((entry) => entry.id === question.id) ? current.filter((entry) => entry.id !== question.id) : [...current, question]));
  return (
    <FormShell onSubmit={() => form.submit(body)} onCancel={onDone} isPending={form.isPending} serverError={form.serverError}>
      <TextField label={t('fields.title')} value={title} onChange={setTitle} error={form.errors.title} />
      <TextField label={t('fields.description')} value={description} onChange={setDescription} error={form.errors.description} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.duration')} type="number" value={duration} onChange={setDuration} error={form.errors.durationMinutes} />
        <TextField label={t('fields.totalMarks')} type="number" value={totalMarks} onChange={setTotalMarks} error={form.errors.totalMarks} />
      </div>
      <PlacementFields value={placement} onChange={(next) => (setPlacement(next), setPicked([]))} subjects={options.subjects} error={form.errors.subjectId} />
      <fieldset className="grid gap-2 rounded-lg border p-3">
        <legend className="px-1 text-sm font-medium">{t('mockTest.questions', { count: picked.length })}</legend>
        <p className="text-xs text-muted-foreground">{t('mockTest.allWhenNone')}</p>
        {placement.subjectId ? (
          <>
            <Input type="search" aria-label={t('mockTest.search')} placeholder={t('mockTest.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
            <ul className="grid max-h-60 gap-1 overflow-y-auto">
              {(candidates.data?.items ?? []).map((question) => (
                <li key={question.id}>
                  <CheckField label={question.question.slice(0, 140)} checked={picked.some((entry) => entry.id === question.id)} onChange={() => toggle(question)} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{t('mockTest.chooseSubject')}</p>
        )}
      </fieldset>
      <CheckField label={t('fields.premium')} checked={isPremium} onChange={setIsPremium} />
    </FormShell>
  );
}
