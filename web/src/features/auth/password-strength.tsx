import { Check, X } from 'lucide-react';
import { passwordCriteria, passwordScore, passwordStrengthLabel, type PasswordStrengthLabel } from '@common/passwords';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n-react';

const BAR_COLOURS: Record<PasswordStrengthLabel, string> = {
  veryWeak: 'bg-destructive',
  weak: 'bg-destructive',
  medium: 'bg-warning',
  strong: 'bg-success',
  veryStrong: 'bg-success',
};

/** The strength meter (score of five criteria, with its label) and the four-item checklist of seed 000. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const score = passwordScore(password);
  const label = passwordStrengthLabel(score);
  const criteria = passwordCriteria(password);
  const checklist = [
    { key: 'length', isMet: criteria.hasMinLength },
    { key: 'uppercase', isMet: criteria.hasUppercase },
    { key: 'number', isMet: criteria.hasNumber },
    { key: 'special', isMet: criteria.hasSpecial },
  ] as const;
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex items-center gap-3">
        <div
          className="flex h-2 flex-1 gap-1"
          role="meter"
          aria-label={t('strength.meterLabel')}
          aria-valuemin={0}
          aria-valuemax={5}
          aria-valuenow={score}
          aria-valuetext={t(`strength.${label}`)}
        >
          {[1, 2, 3, 4, 5].map((step) => (
            <span key={step} className={cn('h-full flex-1 rounded-full', step <= score ? BAR_COLOURS[label] : 'bg-muted')} />
          ))}
        </div>
        <span className="w-24 text-right text-xs font-medium">{password ? t(`strength.${label}`) : ''}</span>
      </div>
      <ul className="grid gap-1 text-xs sm:grid-cols-2">
        {checklist.map((item) => (
          <li key={item.key} className={cn('flex items-center gap-1.5', item.isMet ? 'text-success' : 'text-muted-foreground')}>
            {item.isMet ? <Check className="size-3.5" aria-hidden /> : <X className="size-3.5" aria-hidden />}
            <span>{t(`strength.checklist.${item.key}`)}</span>
            <span className="sr-only">{item.isMet ? t('strength.met') : t('strength.notMet')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
