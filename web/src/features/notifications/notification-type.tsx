import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { NotificationType } from '@common/notifications';
import { cn } from '@/lib/cn';

const STYLES: Record<NotificationType, { icon: typeof Info; tone: string; edge: string }> = {
  info: { icon: Info, tone: 'text-primary bg-primary/10', edge: 'border-l-primary' },
  success: { icon: CheckCircle2, tone: 'text-success bg-success/10', edge: 'border-l-success' },
  warning: { icon: AlertTriangle, tone: 'text-warning bg-warning/10', edge: 'border-l-warning' },
  error: { icon: XCircle, tone: 'text-destructive bg-destructive/10', edge: 'border-l-destructive' },
};

/** The coloured left edge of a notification of this type. */
export const notificationEdge = (type: NotificationType) => cn('border-l-4', STYLES[type].edge);

/** The round icon of a notification type, labelled for screen readers. */
export function NotificationTypeIcon({ type, label, className }: { type: NotificationType; label: string; className?: string }) {
  const { icon: Icon, tone } = STYLES[type];
  return (
    <span className={cn('inline-flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)} role="img" aria-label={label}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
