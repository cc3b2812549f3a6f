import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** The header's bell, linking to the notifications list. */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Link to="/notifications" className={buttonClasses('ghost', 'icon')} aria-label={t('header.notifications')}>
      <Bell />
    </Link>
  );
}
