import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { AuthShell } from './auth-shell';
import { SignupForm } from './signup-form';
import { useReferralCode } from './use-signup-form';

/** /signup (seed 000, Signup): the form in the sign-in frame; a ?ref=CODE link brings its referral code. */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const referralCode = useReferralCode();
  return (
    <AuthShell
      title={t('signup.title')}
      description={t('signup.description')}
      icon={<UserPlus />}
      footer={
        <>
          {t('signup.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            {t('signup.signIn')}
          </Link>
        </>
      }
    >
      <SignupForm referralCode={referralCode} />
    </AuthShell>
  );
}
