import { Clock, Mail, MapPin, MessageCircleQuestion, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/controls';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { CONTACT_DETAILS } from './contact-details';
import { IconTile, Section, SectionHeading } from './marketing';

const FAQ = ['upgrade', 'payment', 'password', 'curriculum'] as const;

/** /contact, /privacy and /terms (one page, seed 001 section 2): how to reach us, support hours and an FAQ. */
export function ContactPage() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  return (
    <>
      <section className="relative isolate overflow-hidden px-4 pt-12 pb-8 text-center sm:px-6 sm:pt-16" aria-labelledby="contact-title">
        <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-b from-accent/70 to-background" />
        <h1 id="contact-title" className="text-3xl font-extrabold tracking-tight sm:text-5xl">
          {t('contactPage.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-muted-foreground sm:text-lg">{t('contactPage.description')}</p>
        <p className="mt-4 inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium">
          <Clock className="size-4 text-primary" aria-hidden />
          {t('contactPage.replyTime')}
        </p>
      </section>

      <Section className="pt-4 sm:pt-8" aria-label={t('contactPage.detailsLabel')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ContactCard icon={<IconTile icon={Mail} />} title={t('contactPage.email')}>
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="font-medium break-all text-primary hover:underline">
              {CONTACT_DETAILS.email}
            </a>
          </ContactCard>
          <ContactCard icon={<IconTile icon={Phone} />} title={t('contactPage.phone')}>
            <a href={CONTACT_DETAILS.phoneHref} className="font-medium text-primary hover:underline">
              {format.digits(CONTACT_DETAILS.phone)}
            </a>
          </ContactCard>
          <ContactCard icon={<IconTile icon={MapPin} />} title={t('contactPage.location')}>
            <p className="font-medium">{t('contactPage.locationValue')}</p>
            <p className="text-sm text-muted-foreground">{t('contact.address', { ns: 'common' })}</p>
          </ContactCard>
          <ContactCard icon={<IconTile icon={Clock} />} title={t('contactPage.hours')}>
            <dl className="space-y-2 text-sm">
              <div>
                <dt className="text-muted-foreground">{t('contactPage.weekdays')}</dt>
                <dd className="font-medium">{t('contactPage.weekdaysHours')}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('contactPage.saturday')}</dt>
                <dd className="font-medium">{t('contactPage.saturdayHours')}</dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-muted-foreground">{t('contactPage.timezone')}</p>
          </ContactCard>
        </div>
      </Section>

      <Section className="bg-muted/40" aria-labelledby="faq-title">
        <SectionHeading id="faq-title" title={t('contactPage.faqTitle')} />
        <Card className="mx-auto max-w-3xl px-5 sm:px-6">
          <Accordion type="single" collapsible defaultValue="upgrade">
            {FAQ.map((key) => (
              <AccordionItem key={key} value={key} className="last:border-b-0">
                <AccordionTrigger>
                  <span className="flex items-start gap-3">
                    <MessageCircleQuestion className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                    {t(`contactPage.faq.${key}.question`)}
                  </span>
                </AccordionTrigger>
                <AccordionContent className="pl-8 leading-relaxed">{t(`contactPage.faq.${key}.answer`)}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Card>
        <p className="mt-8 text-center text-sm text-muted-foreground">
          {t('contactPage.policiesPrompt')}{' '}
          <Link to="/privacy-policy" className="font-medium text-primary hover:underline">
            {t('footer.privacyPolicy')}
          </Link>
          {' · '}
          <Link to="/terms-of-service" className="font-medium text-primary hover:underline">
            {t('footer.termsOfService')}
          </Link>
        </p>
      </Section>
    </>
  );
}

function ContactCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4 p-5 sm:flex-col sm:gap-3">
      {icon}
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold">{title}</h2>
        {children}
      </div>
    </Card>
  );
}
