import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { AccountLanguageSwitch } from '@/features/auth/account-language-switch';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';

export function NotFoundPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <div className="flex justify-end p-3">
        <AccountLanguageSwitch />
      </div>
      <main className="flex flex-1 flex-col items-center justify-center gap-4 p-6 pb-16 text-center">
        <p className="text-6xl font-bold text-primary">{format.digits(404)}</p>
        <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="max-w-sm text-muted-foreground">{t('notFound.description')}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/">{t('notFound.returnHome')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard">{t('notFound.goToDashboard')}</Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
