import type { SessionUser } from '@common/auth';
import { LanguageSwitch } from '@/components/site/language-switch';
import { useProfileLanguage, useSession } from './queries';

function ProfileLanguageSwitch({ user }: { user: SessionUser }) {
  return <LanguageSwitch choose={useProfileLanguage(user)} />;
}

/**
 * The language switch of a screen outside the layouts (not found, maintenance, access denied, errors): signed in, the
 * choice is kept on the profile as the header's is, or the app layout would switch back to the profile's language.
 */
export function AccountLanguageSwitch() {
  const user = useSession().data?.user;
  return user ? <ProfileLanguageSwitch user={user} /> : <LanguageSwitch />;
}
