import { RefreshCw, ShieldCheck, Wrench, Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { AccountLanguageSwitch } from '@/features/auth/account-language-switch';
import { useTranslation } from '@/lib/i18n-react';
import { useRealtime } from '@/lib/realtime';

/** Keeps the tab's event stream open on the screen, so switching maintenance off brings the app back by itself. */
function LiveUpdates() {
  useRealtime();
  return null;
}

/**
 * What every non-admin sees while maintenance mode is on (seed 000, Maintenance screen). A signed-in student
 * keeps the event stream (the server leaves it open during maintenance); a visitor has Check Again.
 */
export function MaintenanceScreen({ message, isSignedIn }: { message: string; isSignedIn: boolean }) {
  const { t } = useTranslation('settings');
  const bullets = [
    { key: 'upgrades', icon: <Wrench /> },
    { key: 'security', icon: <ShieldCheck /> },
    { key: 'performance', icon: <Zap /> },
  ] as const;
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <div className="flex justify-end p-3">
        <AccountLanguageSwitch />
      </div>
      <main className="flex flex-1 items-center justify-center px-4 pb-10">
        {isSignedIn && <LiveUpdates />}
        <Card className="w-full max-w-lg">
          <CardContent className="space-y-6 p-6 pt-6 text-center sm:p-8 sm:pt-8">
            <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Wrench className="size-7" aria-hidden />
            </div>
            <div className="space-y-2">
              <h1 className="text-2xl font-bold sm:text-3xl">{t('maintenanceScreen.title')}</h1>
              <p className="text-muted-foreground">{message}</p>
            </div>
            <div className="rounded-lg border bg-card p-4 text-left">
              <p className="mb-2 text-sm font-medium">{t('maintenanceScreen.workingOn')}</p>
              <ul className="space-y-2 text-sm">
                {bullets.map((bullet) => (
                  <li key={bullet.key} className="flex items-center gap-2 [&_svg]:size-4 [&_svg]:text-primary">
                    {bullet.icon}
                    {t(`maintenanceScreen.bullets.${bullet.key}`)}
                  </li>
                ))}
              </ul>
            </div>
            <Button onClick={() => window.location.reload()} className="w-full sm:w-auto">
              <RefreshCw />
              {t('maintenanceScreen.checkAgain')}
            </Button>
            <p className="text-xs text-muted-foreground">
              <Link to="/admin/login" className="hover:underline">
                {t('maintenanceScreen.adminSignIn')}
              </Link>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
