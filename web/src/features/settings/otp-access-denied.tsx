import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** Seed 001's own denial of /admin/otp-management, for students and signed-out visitors alike. */
export function OtpAccessDenied() {
  const { t } = useTranslation('settings');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden />
      <h1 className="text-xl font-semibold">{t('otp.accessDenied')}</h1>
      <Link to="/" className={buttonClasses('outline')}>
        {t('otp.backHome')}
      </Link>
    </main>
  );
}
