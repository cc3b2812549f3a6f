import { History, MessageSquarePlus, Trash2, TrendingUp, Zap } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { PopularTopic, TutorUsage } from '@common/tutor';
import { UPGRADE_PATH } from '@common/practice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Progress, Skeleton } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useConversations, useDeleteConversation } from './queries';

/** Today's AI questions against the plan's limit, from the server's count. */
export function UsageCard({ usage }: { usage: TutorUsage | undefined }) {
  const { t } = useTranslation('tutor');
  const format = useFormat();
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <Zap className="size-4 text-primary" aria-hidden />
          {t('usage.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {!usage ? (
          <Skeleton className="h-10" />
        ) : !usage.hasAccess ? (
          <>
            <p>{t('usage.noAccess')}</p>
            <Button asChild size="sm">
              <Link to={UPGRADE_PATH}>{t('usage.upgrade')}</Link>
            </Button>
          </>
        ) : usage.limit === null ? (
          <p>{t('usage.unlimited', { used: usage.used })}</p>
        ) : (
          <>
            <p className="font-medium">{t('usage.count', { used: usage.used, limit: usage.limit })}</p>
            <Progress value={usage.limit ? (usage.used / usage.limit) * 100 : 100} label={t('usage.count', { used: usage.used, limit: usage.limit })} />
            <p className="text-xs text-muted-foreground">{t('usage.resets', { time: format.dateTime(usage.resetsAt, 'short') })}</p>
            {usage.used >= usage.limit ? (
              <Button asChild size="sm" variant="outline">
                <Link to={UPGRADE_PATH}>{t('usage.upgrade')}</Link>
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The units students ask about most; choosing one starts a question about it. */
export function PopularTopicsCard({ topics, onChoose }: { topics: PopularTopic[] | undefined; onChoose: (topic: PopularTopic) => void }) {
  const { t } = useTranslation('tutor');
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <TrendingUp className="size-4 text-primary" aria-hidden />
          {t('topics.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!topics ? (
          <Skeleton className="h-16" />
        ) : topics.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('topics.empty')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {topics.map((topic) => (
              <li key={`${topic.subjectName}-${topic.topic}`}>
                <Button type="button" variant="secondary" size="sm" className="h-auto whitespace-normal text-left" onClick={() => onChoose(topic)}>
                  {topic.topic}
                  <span className="text-xs text-muted-foreground">
                    {' '}
                    · {topic.subjectName} · {t('topics.asked', { count: topic.questionCount })}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The student's conversations: reopen one, delete one, or start a new one. */
export function HistoryCard({ activeId, onOpen, onNew }: { activeId: string | null; onOpen: (id: string) => void; onNew: () => void }) {
  const { t } = useTranslation('tutor');
  const format = useFormat();
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const list = conversations.data?.conversations;

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <History className="size-4 text-primary" aria-hidden />
          {t('history.title')}
        </CardTitle>
        <Button type="button" size="sm" variant="outline" onClick={onNew}>
          <MessageSquarePlus />
          {t('history.new')}
        </Button>
      </CardHeader>
      <CardContent>
        {!list ? (
          <Skeleton className="h-20" />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
        ) : (
          <ul className="space-y-1">
            {list.map((conversation) => (
              <li key={conversation.id} className={cn('flex items-center gap-1 rounded-md', conversation.id === activeId && 'bg-accent')}>
                <button
                  type="button"
                  className="min-w-0 flex-1 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  aria-current={conversation.id === activeId ? 'true' : undefined}
                  onClick={() => onOpen(conversation.id)}
                >
                  <span className="block truncate font-medium">{conversation.title}</span>
                  <span className="block text-xs text-muted-foreground">{format.relativeTime(conversation.updatedAt)}</span>
                </button>
                <Button type="button" size="icon" variant="ghost" aria-label={t('history.delete', { title: conversation.title })} onClick={() => setDeleting(conversation)}>
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('history.deleteTitle')}
        description={t('history.deleteDescription', { title: deleting?.title ?? '' })}
        confirmLabel={t('history.deleteConfirm')}
        cancelLabel={t('history.cancel')}
        isPending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              if (deleting.id === activeId) onNew();
              setDeleting(null);
              toast.success(t('history.deleted'));
            },
            onError: (error) => toast.error(t('history.deleteFailed', { message: error.message })),
          })
        }
      />
    </Card>
  );
}
