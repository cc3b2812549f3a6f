import { useId, type ReactNode } from 'react';
import type { z } from 'zod';
import { CONTENT_CLASSES, DIFFICULTIES, type ContentClass } from '@common/academics';
import { CONTENT_FACULTIES, type AdminSubject, type ContentFaculty } from '@common/content-admin';
import { Checkbox } from '@/components/ui/controls';
import { Progress } from '@/components/ui/feedback';
import { FieldError, Input, Label, NativeSelect, Textarea } from '@/components/ui/input';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

// The pieces every content form shares: labelled fields with their error, class/faculty/subject, PDFs.

/** The first problem of each field (by its top-level name) from a schema check, for the form to show. */
export function fieldErrors(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    errors[field] ??= field;
  }
  return errors;
}

/** A labelled control with its error (an i18n key under `errors.`, the field's name) below it. */
export function Field({ label, error, children, hint }: { label: string; error?: string; hint?: string; children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string }) => ReactNode }) {
  const { t } = useTranslation('content-admin');
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': `${id}-error` })}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError id={`${id}-error`}>{error ? t(`errors.${error}`, { defaultValue: t('errors.invalid') }) : null}</FieldError>
    </div>
  );
}

export function TextField({ label, value, onChange, error, multiline, type = 'text', hint }: { label: string; value: string; onChange: (value: string) => void; error?: string; multiline?: boolean; type?: string; hint?: string }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(props) =>
        multiline ? (
          <Textarea {...props} value={value} onChange={(event) => onChange(event.target.value)} className="min-h-24 font-mono text-sm" />
        ) : (
          <Input {...props} type={type} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}

export function CheckField({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

export function DifficultyField({ value, onChange }: { value: string; onChange: (value: (typeof DIFFICULTIES)[number]) => void }) {
  const { t } = useTranslation('content-admin');
  return (
    <Field label={t('fields.difficulty')}>
      {(props) => (
        <NativeSelect {...props} value={value} onChange={(event) => onChange(event.target.value as (typeof DIFFICULTIES)[number])}>
          {DIFFICULTIES.map((level) => (
            <option key={level} value={level}>
              {t(`difficulty.${level}`)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

export type Placement = { class: ContentClass; faculty: ContentFaculty | ''; subjectId: string };

/** Subjects of a class (and, in Class 12, of a faculty), as the forms and filters offer them. */
export const subjectsFor = (subjects: AdminSubject[], contentClass: string, faculty: string) =>
  subjects.filter((subject) => (!contentClass || subject.class === contentClass) && (!faculty || subject.class !== '12' || subject.faculties.includes(faculty)));

/** Class, then (Class 12 only) faculty, then subject; changing the class or faculty clears the subject. */
export function PlacementFields({ value, onChange, subjects, error, allowNoSubject }: { value: Placement; onChange: (value: Placement) => void; subjects: AdminSubject[]; error?: string; allowNoSubject?: boolean }) {
  const { t } = useTranslation('content-admin');
  const offered = subjectsFor(subjects, value.class, value.faculty);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={t('fields.class')}>
        {(props) => (
          <NativeSelect {...props} value={value.class} onChange={(event) => onChange({ class: event.target.value as ContentClass, faculty: '', subjectId: '' })}>
            {CONTENT_CLASSES.map((level) => (
              <option key={level} value={level}>
                {t('classLabel', { class: Number(level) })}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {value.class === '12' ? (
        <Field label={t('fields.faculty')}>
          {(props) => (
            <NativeSelect {...props} value={value.faculty} onChange={(event) => onChange({ ...value, faculty: event.target.value as ContentFaculty | '', subjectId: '' })}>
              <option value="">{t('filters.allFaculties')}</option>
              {CONTENT_FACULTIES.map((faculty) => (
                <option key={faculty} value={faculty}>
                  {t(`faculty.${faculty}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      ) : null}
      <Field label={t('fields.subject')} error={error}>
        {(props) => (
          <NativeSelect {...props} value={value.subjectId} onChange={(event) => onChange({ ...value, subjectId: event.target.value })}>
            <option value="">{allowNoSubject ? t('fields.noSubject') : t('fields.chooseSubject')}</option>
            {offered.map((subject) => (
              <option key={subject.id} value={subject.id}>
                {subject.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}

/**
 * Where a form starts: a stored item's class, subject and the faculty that subject belongs to (when only one), or
 * Class 10 with no subject for a new item.
 */
export function placementOf(subjects: AdminSubject[], item: { class: ContentClass; subject?: { id: string } | null } | null): Placement {
  if (!item) return { class: '10', faculty: '', subjectId: '' };
  const subject = subjects.find((candidate) => candidate.id === item.subject?.id);
  const faculty = item.class === '12' && subject?.faculties.length === 1 ? (subject.faculties[0] as ContentFaculty) : '';
  return { class: item.class, faculty, subjectId: item.subject?.id ?? '' };
}

/**
 * A PDF input: refuses a file that is not named .pdf or is over the server's limit before sending (the server checks
 * the bytes again), shows the stored file and lets the admin remove it.
 */
export function PdfField({
  label,
  file,
  onFile,
  stored,
  onRemoveStored,
  limitBytes,
  error,
}: {
  label: string;
  file: File | null;
  onFile: (file: File | null, error?: string) => void;
  stored?: { filename: string; sizeBytes: number } | null;
  onRemoveStored?: () => void;
  limitBytes: number;
  error?: string;
}) {
  const { t } = useTranslation('content-admin');
  const format = useFormat();
  const megabytes = format.number(limitBytes / (1024 * 1024), { maximumFractionDigits: 0 });
  return (
    <Field label={label} error={error} hint={t('pdf.hint', { size: megabytes })}>
      {(props) => (
        <div className="grid gap-2">
          <Input
            {...props}
            type="file"
            accept=".pdf,application/pdf"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (chosen && !chosen.name.toLowerCase().endsWith('.pdf')) return onFile(null, 'pdfOnly');
              if (chosen && chosen.size > limitBytes) return onFile(null, 'pdfTooLarge');
              onFile(chosen);
            }}
          />
          {file ? <p className="text-xs text-muted-foreground">{t('pdf.chosen', { name: file.name, size: format.number(file.size / 1024, { maximumFractionDigits: 0 }) })}</p> : null}
          {!file && stored ? (
            <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {t('pdf.stored', { name: stored.filename })}
              {onRemoveStored ? (
                <button type="button" className="font-medium text-destructive underline" onClick={onRemoveStored}>
                  {t('pdf.remove')}
                </button>
              ) : null}
            </p>
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** The upload's progress while a form with files is being sent. */
export function UploadProgress({ share }: { share: number | null }) {
  const { t } = useTranslation('content-admin');
  const format = useFormat();
  if (share === null) return null;
  return (
    <div className="grid gap-1" aria-live="polite">
      <p className="text-sm">{t('pdf.uploading', { percent: format.percent(share * 100) })}</p>
      <Progress value={share * 100} label={t('pdf.progress')} />
    </div>
  );
}
