import { Languages } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { Language } from '@/lib/format';
import { changeLanguage } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n-react';

/** Switches between English and Nepali (signed in, `choose` also keeps it on the profile); the Nepali texts load on first use. */
export function LanguageSwitch({ choose = changeLanguage }: { choose?: (language: Language) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'ne' ? 'en' : 'ne';
  return (
    <Button variant="ghost" size="sm" onClick={() => void choose(next)} aria-label={t('header.switchLanguage')}>
      <Languages />
      <span>{next === 'ne' ? 'नेपाली' : 'English'}</span>
    </Button>
  );
}
