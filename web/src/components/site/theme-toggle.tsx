import { Moon, Sun } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { useTheme } from '@/lib/theme';

export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const { t } = useTranslation();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button variant="ghost" size="icon" onClick={() => setTheme(next)} aria-label={t('header.switchTheme', { theme: t(`header.theme.${next}`) })}>
      {theme === 'dark' ? <Sun /> : <Moon />}
    </Button>
  );
}
