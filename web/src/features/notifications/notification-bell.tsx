import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { formatUnreadBadge } from '@common/notification-rules';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useUnreadCount } from './queries';

/** The header's bell: links to /notifications with the unread badge ('9+' above 9). A failed count shows no badge. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const format = useFormat();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const badge = formatUnreadBadge(count);
  return (
    <Link
      to="/notifications"
      className={cn(buttonClasses('ghost', 'icon'), 'relative')}
      aria-label={badge ? t('bell.labelWithCount', { count }) : t('bell.label')}
    >
      <Bell />
      {badge ? (
        <span
          aria-hidden
          className="absolute right-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-none text-destructive-foreground"
        >
          {format.digits(badge)}
        </span>
      ) : null}
    </Link>
  );
}
