import { Send, Square, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { MAX_QUESTION_LENGTH } from '@common/tutor';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { RadioGroup, RadioGroupItem } from '@/components/ui/controls';
import { Alert, EmptyState } from '@/components/ui/feedback';
import { Label, Textarea } from '@/components/ui/input';
import { UpgradeBanner } from '@/features/content/premium';
import { useTranslation } from '@/lib/i18n-react';
import { ChatMessage } from './chat-message';
import type { AskLanguage, TutorChat } from './use-tutor-chat';

const QUICK_QUESTIONS = ['bernoulli', 'kirchhoff', 'photoelectric', 'derivative'] as const;
const LANGUAGES: AskLanguage[] = ['auto', 'en', 'ne'];
const UPGRADE_CODES = new Set(['quota_exceeded', 'ai_access_required']);

type ChatPanelProps = {
  chat: TutorChat;
  draft: string;
  onDraftChange: (text: string) => void;
  language: AskLanguage;
  onLanguageChange: (language: AskLanguage) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  hasAccess: boolean;
  aiAvailable: boolean;
};

/** The AI Chat tab: the conversation, quick questions, the language choice and the question box. */
export function ChatPanel({ chat, draft, onDraftChange, language, onLanguageChange, inputRef, hasAccess, aiAvailable }: ChatPanelProps) {
  const { t } = useTranslation('tutor');
  const languageLabelId = useId();
  const endRef = useRef<HTMLDivElement>(null);
  const lastLength = chat.messages.at(-1)?.content.length ?? 0;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.messages.length, lastLength]);

  const send = async (text: string) => {
    if (!text.trim() || chat.isAnswering) return;
    onDraftChange('');
    const isAccepted = await chat.ask(text, language);
    if (!isAccepted) onDraftChange(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  };
  const refusal = chat.refusal;

  return (
    <Card>
      <CardContent className="space-y-4 p-4 sm:p-6">
        {!aiAvailable ? <Alert variant="info">{t('chat.studyMaterialMode')}</Alert> : null}
        <div className="max-h-[60vh] min-h-48 space-y-4 overflow-y-auto pr-1" aria-label={t('chat.conversation')} role="log">
          {chat.messages.length === 0 ? (
            <EmptyState icon={<Sparkles />} title={t('chat.emptyTitle')} description={t('chat.emptyDescription')} />
          ) : (
            chat.messages.map((entry) => <ChatMessage key={entry.id} entry={entry} />)
          )}
          <div ref={endRef} />
        </div>
        <p className="sr-only" aria-live="polite">
          {chat.isAnswering ? t('chat.answering') : chat.messages.length ? t('chat.answerReady') : ''}
        </p>

        {refusal ? (
          UPGRADE_CODES.has(refusal.code) ? (
            <UpgradeBanner text={refusal.message} />
          ) : (
            <Alert variant="destructive">{refusal.message}</Alert>
          )
        ) : null}

        <div className="space-y-2">
          <p className="text-sm font-medium">{t('chat.quickQuestions')}</p>
          <div className="flex flex-wrap gap-2">
            {QUICK_QUESTIONS.map((key) => (
              <Button key={key} type="button" variant="outline" size="sm" className="h-auto whitespace-normal text-left" disabled={chat.isAnswering || !hasAccess} onClick={() => void send(t(`quick.${key}`))}>
                {t(`quick.${key}`)}
              </Button>
            ))}
          </div>
        </div>

        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send(draft);
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="tutor-question">{t('chat.questionLabel')}</Label>
            <Textarea
              id="tutor-question"
              ref={inputRef}
              rows={3}
              maxLength={MAX_QUESTION_LENGTH}
              placeholder={t('chat.placeholder')}
              value={draft}
              onChange={(event) => onDraftChange(event.target.value)}
              onKeyDown={onKeyDown}
              disabled={!hasAccess}
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-3">
              <span id={languageLabelId} className="text-sm font-medium">
                {t('chat.answerIn')}
              </span>
              <RadioGroup aria-labelledby={languageLabelId} value={language} onValueChange={(value) => onLanguageChange(value as AskLanguage)} className="flex flex-wrap gap-3">
                {LANGUAGES.map((option) => (
                  <div key={option} className="flex items-center gap-1.5">
                    <RadioGroupItem id={`tutor-language-${option}`} value={option} />
                    <Label htmlFor={`tutor-language-${option}`} className="font-normal">
                      {t(`languages.${option}`)}
                    </Label>
                  </div>
                ))}
              </RadioGroup>
            </div>
            {chat.isAnswering ? (
              <Button type="button" variant="outline" onClick={chat.stop}>
                <Square />
                {t('chat.stop')}
              </Button>
            ) : (
              <Button type="submit" disabled={!draft.trim() || !hasAccess}>
                <Send />
                {t('chat.send')}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
