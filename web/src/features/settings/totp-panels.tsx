import { Copy, Download, KeyRound } from 'lucide-react';
import type { TotpEnrolment } from '@common/mfa';
import { Button } from '@/components/ui/button';
import { Alert } from '@/components/ui/feedback';
import { toast } from '@/components/ui/toaster';
import { useTranslation } from '@/lib/i18n-react';

async function copy(text: string, done: string) {
  await navigator.clipboard?.writeText(text);
  toast.success(done);
}

/**
 * The first step of an authenticator set-up (the API management gate and an admin's sign-in): the QR code to scan
 * and the same secret as text for typing in by hand.
 */
export function TotpEnrolmentPanel({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useTranslation('settings');
  const grouped = enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret;
  return (
    <div className="space-y-3">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>{t('mfa.enrol.stepInstall')}</li>
        <li>{t('mfa.enrol.stepScan')}</li>
        <li>{t('mfa.enrol.stepCode')}</li>
      </ol>
      <div className="flex justify-center">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt={t('mfa.enrol.qrAlt')}
          className="size-48 rounded-md border bg-white p-2"
        />
      </div>
      <div className="space-y-1">
        <p className="text-sm font-medium" id="totp-secret-label">
          {t('mfa.enrol.secretLabel')}
        </p>
        <div className="flex items-center gap-2">
          <code aria-labelledby="totp-secret-label" data-testid="totp-secret" className="min-w-0 flex-1 break-all rounded-md bg-muted px-3 py-2 font-mono text-sm">
            {grouped}
          </code>
          <Button variant="outline" size="icon" aria-label={t('mfa.enrol.copySecret')} onClick={() => void copy(enrolment.secret, t('mfa.enrol.copied'))}>
            <Copy />
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The recovery codes of a new authenticator, shown once: copy or download them before going on. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('settings');
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${t('mfa.recovery.fileTitle')}\n\n${text}\n`], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'pariksha-recovery-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      <Alert variant="warning" icon={<KeyRound />} heading={t('mfa.recovery.title')}>
        <p>{t('mfa.recovery.description')}</p>
      </Alert>
      <ul aria-label={t('mfa.recovery.listLabel')} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy(text, t('mfa.recovery.copied'))}>
          <Copy />
          {t('mfa.recovery.copy')}
        </Button>
        <Button variant="outline" onClick={download}>
          <Download />
          {t('mfa.recovery.download')}
        </Button>
      </div>
      <Button className="w-full" onClick={onDone}>
        {t('mfa.recovery.saved')}
      </Button>
    </div>
  );
}
