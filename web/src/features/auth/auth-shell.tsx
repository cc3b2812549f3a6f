import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/site/language-switch';
import { Logo } from '@/components/site/logo';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n-react';

/** The frame of the sign-in, sign-up and password pages: logo, theme and language controls, one card. */
export function AuthShell({ title, description, icon, children, footer }: { title: ReactNode; description?: ReactNode; icon?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-3 sm:px-6">
        <Logo />
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-10 pt-4 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            {icon ? <div className="mb-1 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">{icon}</div> : null}
            <h1 className="text-2xl font-semibold leading-tight">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? <div className="border-t px-4 py-4 text-center text-sm sm:px-6">{footer}</div> : null}
        </Card>
      </main>
      <footer className="pb-6 text-center text-xs text-muted-foreground">
        <Link to="/" className="hover:underline">
          {t('shell.backHome')}
        </Link>
      </footer>
    </div>
  );
}
