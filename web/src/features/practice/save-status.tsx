import { CloudOff, Check, Loader2, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n-react';
import type { QueueStatus } from './answer-queue';

/** Saved / Saving / Offline: what happened to the answers just chosen (announced politely to screen readers). */
export function SaveStatus({ status, unsent, className }: { status: QueueStatus; unsent: number; className?: string }) {
  const { t } = useTranslation('practice');
  const view = {
    idle: { icon: <Check aria-hidden />, text: t('save.saved'), tone: 'text-green-700 dark:text-success' },
    saving: { icon: <Loader2 aria-hidden className="animate-spin" />, text: t('save.saving'), tone: 'text-muted-foreground' },
    retrying: { icon: <CloudOff aria-hidden />, text: t('save.retrying', { count: unsent }), tone: 'text-amber-700 dark:text-warning' },
    closed: { icon: <Lock aria-hidden />, text: t('save.closed'), tone: 'text-destructive' },
  }[status];
  return (
    <p role="status" aria-live="polite" className={cn('inline-flex items-center gap-1.5 text-sm [&_svg]:size-4', view.tone, className)} data-save-status={status}>
      {view.icon}
      {view.text}
    </p>
  );
}
