import { ChevronDown, User } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import type { SessionUser } from '@common/auth';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import type { AccountMenuDropdown, AccountMenuProps } from './account-menu-dropdown';

type Loaded = { Dropdown: typeof AccountMenuDropdown; defaultOpen: boolean; takesFocus: boolean };

// The keys that open a Radix menu from its button.
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The header's account menu. Its code (Radix's menu with its positioning, focus and scroll locks: about 30 kB
 * gzipped) is not needed to show a page, so the button comes first and the menu loads when the reader reaches for
 * it: a pointer over it or the focus on it. A press or an opening key that comes before the code is kept: the menu
 * opens as soon as the code has arrived (decision 090).
 */
export function AccountMenu(props: AccountMenuProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const request = useRef<{ opens: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const load = (opens: boolean) => {
    if (request.current) {
      request.current.opens ||= opens;
      return;
    }
    const current = { opens };
    request.current = current;
    void import('./account-menu-dropdown').then((module) =>
      setLoaded({ Dropdown: module.AccountMenuDropdown, defaultOpen: current.opens, takesFocus: document.activeElement === button.current }),
    );
  };

  if (loaded) return <loaded.Dropdown {...props} trigger={<AccountButton user={props.user} />} defaultOpen={loaded.defaultOpen} takesFocus={loaded.takesFocus} />;
  return (
    <AccountButton
      user={props.user}
      ref={button}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => load(false)}
      onFocus={() => load(false)}
      // Radix opens on a primary pointer press; the click covers a press made without a pointer.
      onPointerDown={(event) => event.button === 0 && !event.ctrlKey && load(true)}
      onClick={() => load(true)}
      onKeyDown={(event) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        load(true);
      }}
    />
  );
}

function AccountButton({ user, ...props }: { user: SessionUser } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="sm" aria-label={t('header.userMenu')} {...props}>
      <User />
      <span className="max-w-32 truncate">{user.fullName}</span>
      {user.role === 'admin' ? <Badge variant="secondary">{t('header.adminBadge')}</Badge> : null}
      <ChevronDown />
    </Button>
  );
}
