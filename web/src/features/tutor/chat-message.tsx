import { BookOpen, Bot, FileText, ListChecks, Sigma, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { RelatedQuestion, SourceKind, TutorSource } from '@common/tutor';
import { Markdown } from '@/components/markdown/markdown';
import { MathText } from '@/components/markdown/math-text';
import { Badge } from '@/components/ui/badge';
import { Alert, Spinner } from '@/components/ui/feedback';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import type { ChatEntry } from './use-tutor-chat';

const KIND_ICONS: Record<SourceKind, typeof FileText> = { note: FileText, formula: Sigma, mcq: ListChecks };

/** The passages an AI answer is grounded in, numbered as the answer cites them, each a link to its page. */
function SourceLinks({ sources }: { sources: TutorSource[] }) {
  const { t } = useTranslation('tutor');
  const format = useFormat();
  if (!sources.length) return null;
  return (
    <div className="mt-3 border-t pt-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{t('answer.sources')}</p>
      <ol className="space-y-1.5 text-sm">
        {sources.map((source) => {
          const Icon = KIND_ICONS[source.kind];
          return (
            <li key={`${source.kind}-${source.id}-${source.number}`} className="flex min-w-0 items-start gap-2">
              <span className="mt-0.5 w-6 shrink-0 text-xs text-muted-foreground">[{format.digits(source.number)}]</span>
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <Link to={source.href} className="min-w-0 break-words text-primary underline-offset-4 hover:underline">
                {t(`kinds.${source.kind}`)}: {source.title}
                {source.heading ? ` › ${source.heading}` : ''}
                <span className="text-muted-foreground"> · {source.subjectName}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function RelatedQuestions({ questions }: { questions: RelatedQuestion[] }) {
  const { t } = useTranslation('tutor');
  if (!questions.length) return null;
  return (
    <section className="space-y-2">
      <h4 className="flex items-center gap-2 text-sm font-semibold">
        <ListChecks className="size-4 text-primary" aria-hidden />
        {t('answer.relatedQuestions')}
      </h4>
      <ul className="space-y-2">
        {questions.map((question) => (
          <li key={question.id} className="rounded-lg border p-3 text-sm">
            <MathText text={question.question} as="p" />
            <Link to={question.href} className="mt-1 inline-block text-primary underline-offset-4 hover:underline">
              {t('answer.practise', { subject: question.subjectName })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An answer gathered from the study materials: clearly labelled, the passages themselves and related questions. */
function StudyMaterialAnswer({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('tutor');
  const isEmpty = !entry.sources.length && !entry.relatedQuestions.length;
  return (
    <div className="space-y-3">
      <Badge variant="secondary">
        <BookOpen className="size-3" aria-hidden />
        {t('answer.fromStudyMaterials')}
      </Badge>
      <p className="text-sm text-muted-foreground">{isEmpty ? t('answer.nothingFound') : t('answer.studyMaterialIntro')}</p>
      {entry.sources.map((source) => (
        <article key={`${source.kind}-${source.id}-${source.number}`} className="rounded-lg border bg-background p-3">
          <h4 className="text-sm font-semibold">
            {source.title}
            {source.heading ? ` › ${source.heading}` : ''}
          </h4>
          <p className="text-xs text-muted-foreground">
            {t(`kinds.${source.kind}`)} · {source.subjectName}
          </p>
          {source.excerpt ? <Markdown source={source.excerpt} className="mt-2 text-sm" /> : null}
          <Link to={source.href} className="mt-2 inline-block text-sm text-primary underline-offset-4 hover:underline">
            {t(source.kind === 'formula' ? 'answer.openFormula' : 'answer.openNote')}
          </Link>
        </article>
      ))}
      <RelatedQuestions questions={entry.relatedQuestions} />
    </div>
  );
}

/** One message of the conversation: the student's question, or the tutor's answer as it arrives and once saved. */
export function ChatMessage({ entry }: { entry: ChatEntry }) {
  const { t } = useTranslation('tutor');
  if (entry.role === 'student') {
    return (
      <div className="flex justify-end gap-2">
        <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-primary px-4 py-2 text-sm whitespace-pre-wrap break-words text-primary-foreground" lang={entry.language}>
          <span className="sr-only">{t('chat.you')}: </span>
          {entry.content}
        </div>
        <UserRound className="mt-1 size-6 shrink-0 rounded-full bg-muted p-1 text-muted-foreground" aria-hidden />
      </div>
    );
  }
  const isWaiting = entry.isStreaming && !entry.content && entry.answerSource === 'ai';
  return (
    <div className="flex gap-2">
      <Bot className="mt-1 size-6 shrink-0 rounded-full bg-accent p-1 text-primary" aria-hidden />
      <div className="min-w-0 flex-1 rounded-2xl rounded-tl-sm border bg-card px-4 py-3" aria-busy={entry.isStreaming ? 'true' : undefined} lang={entry.language}>
        <span className="sr-only">{t('chat.tutor')}: </span>
        {entry.notice ? (
          <Alert variant="warning" className="mb-3">
            {entry.notice}
          </Alert>
        ) : null}
        {entry.answerSource === 'study_material' ? (
          <StudyMaterialAnswer entry={entry} />
        ) : (
          <>
            {isWaiting ? <Spinner label={t('chat.thinking')} /> : <Markdown source={entry.content} className="text-sm" />}
            {entry.status === 'interrupted' ? <p className="mt-2 text-xs text-muted-foreground">{t('answer.interrupted')}</p> : null}
            <SourceLinks sources={entry.sources} />
          </>
        )}
      </div>
    </div>
  );
}
