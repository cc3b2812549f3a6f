import { LockOpen, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { useTranslation } from '@/lib/i18n-react';
import { useMessages } from './messages';
import { useRequestUnlock, useUnlockAccount } from './queries';

/** Under a locked sign-in: the owner can have a link emailed that unlocks it at once (decision 061). */
export function UnlockOffer({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const { describeError } = useMessages();
  const request = useRequestUnlock();
  if (request.isSuccess) {
    return (
      <Alert variant="info" className="flex gap-2">
        <MailCheck className="size-4 shrink-0" aria-hidden />
        <span>{t('unlock.sent')}</span>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" className="space-y-3">
      <p>{t('unlock.offer')}</p>
      <Button type="button" variant="outline" size="sm" disabled={request.isPending} onClick={() => request.mutate(email)}>
        <LockOpen />
        {request.isPending ? t('unlock.sending') : t('unlock.send')}
      </Button>
      {request.isError ? <p>{describeError(request.error, t('unlock.sendFailed'))}</p> : null}
    </Alert>
  );
}

/** /login?unlock=…: uses the emailed link once (a POST, so mail scanners that open links cannot spend it) and says how it went. */
export function UnlockNotice() {
  const { t } = useTranslation('auth');
  const { describeError } = useMessages();
  const [params, setParams] = useSearchParams();
  const token = params.get('unlock');
  const unlock = useUnlockAccount();
  const { mutate } = unlock;
  const used = useRef(false);
  useEffect(() => {
    if (!token || used.current) return;
    used.current = true;
    mutate(token);
    // The link is spent: a reload or a shared screenshot of the address bar should not carry it.
    setParams({}, { replace: true });
  }, [token, mutate, setParams]);

  if (unlock.isIdle) return null;
  if (unlock.isError) return <Alert variant="destructive" className="mb-4">{describeError(unlock.error, t('unlock.failed'))}</Alert>;
  return (
    <Alert variant="info" className="mb-4">
      {unlock.isSuccess ? t('unlock.done') : t('unlock.checking')}
    </Alert>
  );
}
