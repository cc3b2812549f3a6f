import { Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/site/language-switch';
import { Logo } from '@/components/site/logo';
import { ThemeToggle } from '@/components/site/theme-toggle';
import { Button } from '@/components/ui/button';
import { PageSkeleton } from '@/components/ui/page';
import { cn } from '@/lib/cn';
import { SiteFooter } from '@/features/landing/site-footer';
import { useTranslation } from '@/lib/i18n-react';

const PUBLIC_NAV = [
  { to: '/features', key: 'features' },
  { to: '/class-10', key: 'class10' },
  { to: '/class-12', key: 'class12' },
  { to: '/contact', key: 'contact' },
] as const;

/** Public pages: a nav with Sign In and Sign Up above, the footer below. */
export function PublicLayout() {
  const { t } = useTranslation();
  const [isMenuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
          <Logo />
          <nav className="ml-6 hidden items-center gap-1 md:flex" aria-label={t('header.mainNavigation')}>
            {PUBLIC_NAV.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                className={({ isActive }) =>
                  cn('rounded-md px-3 py-2 text-sm font-medium hover:bg-accent', isActive ? 'text-primary' : 'text-muted-foreground')
                }
              >
                {t(`publicNav.${item.key}`)}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-1">
            {/* On a 360 px phone the language and theme switches move into the menu, so Sign In and Sign Up both fit. */}
            <div className="hidden items-center gap-1 sm:flex">
              <LanguageSwitch />
              <ThemeToggle />
            </div>
            <Button asChild variant="ghost" size="sm">
              <Link to="/login">{t('publicNav.signIn')}</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/signup">{t('publicNav.signUp')}</Link>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls="public-menu"
              aria-label={isMenuOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {isMenuOpen ? <X /> : <Menu />}
            </Button>
          </div>
        </div>
        {isMenuOpen ? (
          <nav id="public-menu" className="border-t md:hidden" aria-label={t('header.mobileNavigation')}>
            <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
              {PUBLIC_NAV.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  onClick={() => setMenuOpen(false)}
                  className={({ isActive }) => cn('rounded-md px-2 py-2.5 text-sm font-medium hover:bg-accent', isActive && 'text-primary')}
                >
                  {t(`publicNav.${item.key}`)}
                </NavLink>
              ))}
              <div className="flex items-center gap-1 border-t pt-2 sm:hidden">
                <LanguageSwitch />
                <ThemeToggle />
              </div>
            </div>
          </nav>
        ) : null}
      </header>
      {/* The skip link's target also before the app has started (decision 088): the browser follows #main itself. */}
      <main id="main" tabIndex={-1} className="flex-1">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
