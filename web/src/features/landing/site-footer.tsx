import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@/components/site/logo';
import { nepalDayOf, useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { CONTACT_DETAILS } from './contact-details';

export function SiteFooter() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 space-y-3 lg:col-span-1">
          <Logo />
          <p className="text-sm text-muted-foreground">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.learn')} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t('footer.learn')}</h2>
          <ul className="space-y-1.5 text-muted-foreground">
            <li><Link to="/features" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.features')}</Link></li>
            <li><Link to="/class-10" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.class10')}</Link></li>
            <li><Link to="/class-12" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.class12')}</Link></li>
            <li><Link to="/signup" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.getStarted')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('footer.support')} className="space-y-2 text-sm">
          <h2 className="font-semibold">{t('footer.support')}</h2>
          <ul className="space-y-1.5 text-muted-foreground">
            <li><Link to="/contact" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.contact')}</Link></li>
            <li><Link to="/privacy-policy" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.privacyPolicy')}</Link></li>
            <li><Link to="/terms-of-service" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.termsOfService')}</Link></li>
            <li><Link to="/admin/login" className="inline-block py-0.5 hover:text-foreground hover:underline">{t('footer.adminLogin')}</Link></li>
          </ul>
        </nav>
        <address className="col-span-2 space-y-2 text-sm not-italic lg:col-span-1">
          <h2 className="font-semibold">{t('footer.contactUs')}</h2>
          <p className="flex items-start gap-2 text-muted-foreground">
            <Mail className="mt-0.5 size-4 shrink-0" aria-hidden />
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="break-all hover:text-foreground">{CONTACT_DETAILS.email}</a>
          </p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
            <a href={CONTACT_DETAILS.phoneHref} className="inline-block py-0.5 hover:text-foreground hover:underline">{format.digits(CONTACT_DETAILS.phone)}</a>
          </p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{t('contact.address', { ns: 'common' })}</span>
          </p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{t('footer.supportHours')}</span>
          </p>
        </address>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-1 px-4 py-4 text-xs text-muted-foreground sm:flex-row sm:px-6">
          <p>{t('footer.copyright', { year: Number(nepalDayOf(new Date()).slice(0, 4)) })}</p>
          <p>{t('footer.madeIn')}</p>
        </div>
      </div>
    </footer>
  );
}
