import { Bot } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';
import { ChatPanel } from './chat-panel';
import { FaqTab } from './faq-tab';
import { useTutorSummary } from './queries';
import { HistoryCard, PopularTopicsCard, UsageCard } from './tutor-sidebar';
import { useTutorChat, type AskLanguage } from './use-tutor-chat';

/** /ai-tutor: tabs 'AI Chat' and 'FAQ & Samples'; answers stream in, grounded in our study material. */
export function TutorPage() {
  const { t } = useTranslation('tutor');
  const [tab, setTab] = useState('chat');
  const [draft, setDraft] = useState('');
  const [language, setLanguage] = useState<AskLanguage>('auto');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const chat = useTutorChat();
  const summary = useTutorSummary();
  const hasAccess = summary.data?.usage.hasAccess ?? true;

  useEffect(() => {
    if (summary.isError) toast.error(t('errors.load', { message: summary.error.message }));
  }, [summary.isError, summary.error, t]);

  const openConversation = (id: string) =>
    chat.open(id).catch((error: Error) => toast.error(t('errors.openConversation', { message: error.message })));

  return (
    <PageContainer>
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Bot className="size-7 text-primary" aria-hidden />
            {t('title')}
          </span>
        }
        description={t('description')}
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="chat">{t('tabs.chat')}</TabsTrigger>
          <TabsTrigger value="faq">{t('tabs.faq')}</TabsTrigger>
        </TabsList>
        <TabsContent value="chat">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <ChatPanel
              chat={chat}
              draft={draft}
              onDraftChange={setDraft}
              language={language}
              onLanguageChange={setLanguage}
              inputRef={inputRef}
              hasAccess={hasAccess}
              aiAvailable={summary.data?.aiAvailable ?? true}
            />
            <div className="space-y-4">
              <UsageCard usage={summary.data?.usage} />
              <PopularTopicsCard
                topics={summary.data?.popularTopics}
                onChoose={(topic) => {
                  setDraft(t('topics.question', { topic: topic.topic, subject: topic.subjectName }));
                  inputRef.current?.focus();
                }}
              />
              <HistoryCard activeId={chat.conversationId} onOpen={(id) => void openConversation(id)} onNew={chat.startNew} />
            </div>
          </div>
        </TabsContent>
        <TabsContent value="faq">
          <FaqTab
            onAsk={(question) => {
              setTab('chat');
              void chat.ask(question, language);
            }}
          />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
