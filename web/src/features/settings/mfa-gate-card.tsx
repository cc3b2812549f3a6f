import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { isRecoveryCode, isTotpCode, type MfaStatus, type TotpEnrolment } from '@common/mfa';
import { normalizeCodeInput } from '@common/otp';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CodeInput } from '@/components/ui/code-input';
import { Label } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useTranslation } from '@/lib/i18n-react';
import { useConfirmMfaEnrolment, useStartMfaEnrolment, useVerifyMfa } from './security-queries';
import { RecoveryCodesPanel, TotpEnrolmentPanel } from './totp-panels';

/**
 * The MFA gate in front of /admin/api-management: the first visit sets up an authenticator (QR code, secret, first
 * code, recovery codes); later a code opens the tabs for 30 minutes. The server keeps the time and enforces it.
 */
export function MfaGateCard({ status, onOpened }: { status: MfaStatus; onOpened: () => void }) {
  const { t } = useTranslation('settings');
  const [code, setCode] = useState('');
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const start = useStartMfaEnrolment();
  const confirm = useConfirmMfaEnrolment();
  const verify = useVerifyMfa();
  const isEnrolling = !status.enrolled;

  const failed = (error: unknown) => {
    const message = error instanceof ApiError && error.code === 'rate_limited' ? t('apiManagement.gate.tooMany') : t('apiManagement.gate.failed');
    toast.error(message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = normalizeCodeInput(code).toUpperCase();
    if (!(isTotpCode(typed) || (!isEnrolling && isRecoveryCode(typed)))) {
      toast.error(t('apiManagement.gate.invalidCode'));
      return;
    }
    const done = { onError: failed };
    if (isEnrolling) {
      confirm.mutate(typed, {
        ...done,
        onSuccess: (confirmed) => {
          toast.success(t('apiManagement.gate.verified'));
          setRecoveryCodes(confirmed.recoveryCodes);
        },
      });
    } else {
      verify.mutate(typed, {
        ...done,
        onSuccess: () => {
          toast.success(t('apiManagement.gate.verified'));
          onOpened();
        },
      });
    }
  };

  if (recoveryCodes) return <RecoveryCodesPanel codes={recoveryCodes} onDone={onOpened} />;

  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden />
          {t('apiManagement.gate.title')}
        </CardTitle>
        <CardDescription>{isEnrolling ? t('apiManagement.gate.enrolDescription') : t('apiManagement.gate.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isEnrolling && !enrolment ? (
          <Button className="w-full" onClick={() => start.mutate(undefined, { onSuccess: setEnrolment, onError: failed })} disabled={start.isPending}>
            {t('apiManagement.gate.startSetup')}
          </Button>
        ) : (
          <>
            {enrolment ? <TotpEnrolmentPanel enrolment={enrolment} /> : null}
            <form onSubmit={submit} noValidate className="space-y-3">
              <div className="space-y-2">
                <Label htmlFor="mfa-code">{t('apiManagement.gate.codeLabel')}</Label>
                <CodeInput id="mfa-code" value={code} onChange={(event) => setCode(event.target.value)} maxLength={12} inputMode={isEnrolling ? 'numeric' : 'text'} autoFocus />
              </div>
              <Button type="submit" className="w-full" disabled={confirm.isPending || verify.isPending}>
                {t('apiManagement.gate.verify')}
              </Button>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
