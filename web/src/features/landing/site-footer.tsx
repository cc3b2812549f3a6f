import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/app/layouts/logo';
import { CONTACT_DETAILS } from './contact-details';

export function SiteFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.learn')} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t('footer.learn')}</h2>
          <ul className="space-y-1.5 text-muted-foreground">
            <li><Link to="/features" className="hover:text-foreground">{t('footer.features')}</Link></li>
            <li><Link to="/class-10" className="hover:text-foreground">{t('footer.class10')}</Link></li>
            <li><Link to="/class-12" className="hover:text-foreground">{t('footer.class12')}</Link></li>
            <li><Link to="/signup" className="hover:text-foreground">{t('footer.getStarted')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('footer.support')} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t('footer.support')}</h2>
          <ul className="space-y-1.5 text-muted-foreground">
            <li><Link to="/contact" className="hover:text-foreground">{t('footer.contact')}</Link></li>
            <li><Link to="/privacy-policy" className="hover:text-foreground">{t('footer.privacyPolicy')}</Link></li>
            <li><Link to="/terms-of-service" className="hover:text-foreground">{t('footer.termsOfService')}</Link></li>
            <li><Link to="/admin/login" className="hover:text-foreground">{t('footer.adminLogin')}</Link></li>
          </ul>
        </nav>
        <address className="space-y-2 text-sm not-italic">
          <h2 className="font-semibold">{t('footer.contactUs')}</h2>
          <p className="flex items-start gap-2 text-muted-foreground">
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="break-all hover:text-foreground">{CONTACT_DETAILS.email}</a>
          </p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
            <a href={CONTACT_DETAILS.phoneHref} className="hover:text-foreground">{CONTACT_DETAILS.phone}</a>
          </p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{CONTACT_DETAILS.address}</span>
          </p>
        </address>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
