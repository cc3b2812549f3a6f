import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { AccountLanguageSwitch } from '@/features/auth/account-language-switch';
import { useTranslation } from '@/lib/i18n-react';

/** Seed 001's own denial of /admin/otp-management, for students and signed-out visitors alike. */
export function OtpAccessDenied() {
  const { t } = useTranslation('settings');
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex justify-end p-3">
        <AccountLanguageSwitch />
      </div>
      <main className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 pb-16 text-center">
        <ShieldAlert className="size-12 text-destructive" aria-hidden />
        <h1 className="text-xl font-semibold">{t('otp.accessDenied')}</h1>
        <Link to="/" className={buttonClasses('outline')}>
          {t('otp.backHome')}
        </Link>
      </main>
    </div>
  );
}
