import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { SiteFooter } from '@/features/landing/site-footer';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

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
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4 sm:px-6">
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
            <div className="hidden sm:block">
              <LanguageSwitch />
            </div>
            <ThemeToggle />
            <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
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
                <Link key={item.to} to={item.to} onClick={() => setMenuOpen(false)} className="rounded-md px-2 py-2 text-sm hover:bg-accent">
                  {t(`publicNav.${item.key}`)}
                </Link>
              ))}
              <Link to="/login" onClick={() => setMenuOpen(false)} className="rounded-md px-2 py-2 text-sm hover:bg-accent">
                {t('publicNav.signIn')}
              </Link>
              <div className="pt-1">
                <LanguageSwitch />
              </div>
            </div>
          </nav>
        ) : null}
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
