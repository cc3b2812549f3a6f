import { RefreshCw, Volume2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { CaptchaChallenge } from '@common/auth';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/feedback';
import { FieldError, Input, Label } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n-react';
import { useMessages } from './messages';

/** The captcha image (a PNG drawn by the server), its refresh control and the answer input. */
export function CaptchaField({
  challenge,
  isLoading,
  loadError,
  audio,
  onListen,
  onRefresh,
  error,
  inputProps,
}: {
  challenge: CaptchaChallenge | undefined;
  isLoading: boolean;
  /** Why no image came (e.g. too many requested from this address), said in the reader's language. */
  loadError?: unknown;
  /** The spoken challenge, once the student chose to listen (decision 064). */
  audio?: { recording: string | undefined; isPending: boolean };
  onListen: () => void;
  onRefresh: () => void;
  error?: string;
  inputProps: ComponentProps<'input'>;
}) {
  const { t } = useTranslation('auth');
  const { describeError } = useMessages();
  return (
    <div className="space-y-2">
      <Label htmlFor="captcha">{t('captcha.label')}</Label>
      <div className="flex items-center gap-2">
        <div className="flex h-[72px] w-[220px] shrink-0 items-center justify-center overflow-hidden rounded-md border bg-slate-100">
          {challenge && !isLoading ? (
            <img
              src={challenge.image}
              // The page the server sends carries a challenge here, which the app takes from it (decision 087).
              data-challenge-id={challenge.id}
              alt={t('captcha.imageAlt')}
              width={220}
              height={72}
              className="h-[72px] w-[220px] select-none"
              draggable={false}
            />
          ) : (
            <Skeleton className="h-[72px] w-[220px]" />
          )}
        </div>
        <Button type="button" variant="outline" size="icon" onClick={onRefresh} aria-label={t('captcha.refresh')} disabled={isLoading}>
          <RefreshCw />
        </Button>
      </div>
      {audio ? (
        <div className="space-y-1">
          {audio.recording && !audio.isPending ? (
            <audio controls autoPlay src={audio.recording} aria-label={t('captcha.audioLabel')} className="w-full" />
          ) : (
            <Skeleton className="h-10 w-full" />
          )}
          <p className="text-xs text-muted-foreground">{t('captcha.audioHint')}</p>
        </div>
      ) : (
        <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={onListen}>
          <Volume2 />
          {t('captcha.listen')}
        </Button>
      )}
      {loadError && !isLoading ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(loadError, t('captcha.loadFailed'))}
        </p>
      ) : null}
      <Input
        id="captcha"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={5}
        placeholder={t('captcha.placeholder')}
        aria-invalid={!!error}
        aria-describedby={error ? 'captcha-error' : undefined}
        className="uppercase tracking-widest"
        {...inputProps}
      />
      <FieldError id="captcha-error">{error}</FieldError>
    </div>
  );
}
