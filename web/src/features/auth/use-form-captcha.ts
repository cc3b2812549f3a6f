import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api';
import { useAudioCaptcha, useCaptcha } from './queries';

/** What the hook needs of a form with a captcha (react-hook-form's own methods fit). */
type CaptchaForm = {
  setValue: (name: 'captchaId' | 'captchaAnswer', value: string) => void;
  setFocus: (name: 'captchaAnswer') => void;
};

/**
 * The captcha of the sign-in and sign-up forms: keeps `captchaId` on the challenge shown; `renew` empties the
 * answer and loads a new image. A challenge is single-use, so `handleRefusal` renews it after every refused attempt;
 * when the answer itself was wrong it says `invalidMessage`, puts focus back on the answer and returns true.
 */
export function useFormCaptcha(form: CaptchaForm) {
  const captcha = useCaptcha();
  // A student who chose to listen keeps getting spoken challenges (decision 064).
  const spoken = useAudioCaptcha();
  const [listening, setListening] = useState(false);
  const challengeId = listening ? spoken.data?.id : captcha.challenge?.id;
  useEffect(() => form.setValue('captchaId', challengeId ?? ''), [form, challengeId]);

  const renew = () => {
    form.setValue('captchaAnswer', '');
    if (listening) spoken.mutate();
    else captcha.refresh();
  };
  const listen = () => {
    setListening(true);
    form.setValue('captchaAnswer', '');
    spoken.mutate();
  };
  const handleRefusal = (error: unknown, invalidMessage: string) => {
    renew();
    if (!(error instanceof ApiError && error.code === 'invalid_captcha')) return false;
    toast.error(invalidMessage);
    form.setFocus('captchaAnswer');
    return true;
  };
  return {
    challenge: captcha.challenge,
    isPending: captcha.isPending,
    loadError: listening ? spoken.error : captcha.error,
    audio: listening ? { recording: spoken.data?.audio, isPending: spoken.isPending } : undefined,
    listen,
    renew,
    handleRefusal,
  };
}
