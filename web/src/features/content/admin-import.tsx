import { useState } from 'react';
import { CSV_COLUMNS, IMPORT_FORMATS, type AdminContentOptions, type ImportPreview, type ImportProblem } from '@common/content-admin';
import { MathText } from '@/components/markdown/math-text';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Alert } from '@/components/ui/feedback';
import { Input, NativeSelect } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { CheckField, DifficultyField, Field, placementOf, PlacementFields, TextField, type Placement } from './admin-fields';
import { useImportMcqs, usePreviewImport } from './admin-queries';

type Format = (typeof IMPORT_FORMATS)[number];

/** Bulk import of questions (decision 042): paste or upload Aiken or CSV, preview with each line's problems, then all or nothing. */
export function McqImportDialog({ open, onOpenChange, options }: { open: boolean; onOpenChange: (open: boolean) => void; options: AdminContentOptions }) {
  const { t } = useTranslation('content-admin');
  const format = useFormat();
  const [fileFormat, setFileFormat] = useState<Format>('aiken');
  const [text, setText] = useState('');
  const [placement, setPlacement] = useState<Placement>(placementOf(options.subjects, null));
  const [unit, setUnit] = useState('');
  const [difficulty, setDifficulty] = useState<'Easy' | 'Medium' | 'Hard'>('Medium');
  const [isPremium, setIsPremium] = useState(false);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const previewImport = usePreviewImport();
  const runImport = useImportMcqs();
  const body = { format: fileFormat, text, class: placement.class, subjectId: placement.subjectId || undefined, unit: unit.trim() || undefined, difficulty, isPremium };
  const reset = () => {
    setPreview(null);
    setProblems([]);
  };
  const check = () =>
    previewImport.mutate(body, {
      onSuccess: (result) => {
        setPreview(result);
        setProblems(result.problems);
      },
      onError: (error) => toast.error(t('import.failed'), { description: error.message }),
    });
  const submit = () =>
    runImport.mutate(body, {
      onSuccess: ({ imported }) => {
        toast.success(t('import.done', { count: imported }));
        setText('');
        reset();
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(t('import.failed'), { description: error.message });
        if (error instanceof ApiError && Array.isArray(error.details.problems)) setProblems(error.details.problems as ImportProblem[]);
      },
    });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('import.title')}</DialogTitle>
          <DialogDescription>{fileFormat === 'aiken' ? t('import.aikenHelp') : t('import.csvHelp', { columns: CSV_COLUMNS.join(', ') })}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('import.format')}>
              {(props) => (
                <NativeSelect {...props} value={fileFormat} onChange={(event) => (setFileFormat(event.target.value as Format), reset())}>
                  {IMPORT_FORMATS.map((value) => (
                    <option key={value} value={value}>
                      {t(`import.formats.${value}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field label={t('import.file')}>
              {(props) => (
                <Input
                  {...props}
                  type="file"
                  accept=".txt,.csv,text/plain,text/csv"
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    if (!file) return;
                    if (file.name.toLowerCase().endsWith('.csv')) setFileFormat('csv');
                    setText(await file.text());
                    reset();
                  }}
                />
              )}
            </Field>
          </div>
          <TextField label={t('import.text')} value={text} onChange={(value) => (setText(value), reset())} multiline />
          <PlacementFields value={placement} onChange={(value) => (setPlacement(value), reset())} subjects={options.subjects} allowNoSubject={fileFormat === 'csv'} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('fields.unit')} value={unit} onChange={(value) => (setUnit(value), reset())} hint={t('import.unitHint')} />
            <DifficultyField value={difficulty} onChange={(value) => (setDifficulty(value), reset())} />
          </div>
          <CheckField label={t('fields.premium')} checked={isPremium} onChange={(value) => (setIsPremium(value), reset())} />

          {problems.length > 0 ? (
            <Alert variant="destructive" data-testid="import-problems">
              <p className="font-semibold">{t('import.problems', { count: problems.length })}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {problems.slice(0, 50).map((problem, index) => (
                  <li key={index}>{t('import.problemLine', { line: format.digits(problem.line), message: problem.message })}</li>
                ))}
              </ul>
            </Alert>
          ) : null}
          {preview && preview.problems.length === 0 ? (
            <section className="rounded-lg border p-3" aria-label={t('preview.title')}>
              <p className="mb-2 text-sm font-semibold">{t('import.ready', { count: preview.questions.length })}</p>
              <ol className="grid max-h-60 gap-2 overflow-y-auto text-sm">
                {preview.questions.map((question) => (
                  <li key={question.line} className="rounded-md border p-2">
                    <MathText text={question.question} />
                    <p className="text-xs text-muted-foreground">
                      {t('import.questionMeta', { answer: question.correctAnswer, subject: question.subjectName, unit: question.unit })}
                    </p>
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {t('actions.cancel')}
            </Button>
            <Button variant="outline" onClick={check} disabled={!text.trim() || previewImport.isPending}>
              {t('import.preview')}
            </Button>
            <Button onClick={submit} disabled={!text.trim() || runImport.isPending}>
              {runImport.isPending ? t('actions.saving') : t('import.submit')}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
