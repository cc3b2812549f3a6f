import { ArrowLeft, Mail, MapPin, Phone } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, plainText, withoutLeadingTitle, type Heading } from '@common/markdown';
import type { PolicyType } from '@common/policies';
import { MarkdownContent } from '@/components/markdown/markdown-content';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/feedback';
import { CONTACT_DETAILS } from '@/features/landing/contact-details';
import { useFormat } from '@/lib/format';
import { useTranslation } from '@/lib/i18n-react';
import { useActivePolicy } from './queries';

/** /terms-of-service (seed 001 section 2). */
export function TermsOfServicePage() {
  return <PolicyPage type="terms" />;
}

/** /privacy-policy (seed 001 section 2). */
export function PrivacyPolicyPage() {
  return <PolicyPage type="privacy" />;
}

/** The latest active version of a policy, rendered from its Markdown, with the fallback text when there is none. */
function PolicyPage({ type }: { type: PolicyType }) {
  const { t } = useTranslation('policies');
  const format = useFormat();
  const policy = useActivePolicy(type);
  const title = t(`${type}.title`);

  useEffect(() => {
    // Seed 001 section 8: a failed fetch is only logged; the page shows the fallback text.
    if (policy.error) console.error(`Failed to load the ${type} policy:`, policy.error.message);
  }, [policy.error, type]);

  // Policies have no maths: parsed without it, the public page does not load KaTeX and a "$" is just a dollar.
  const tree = useMemo(() => (policy.data ? withoutLeadingTitle(parseMarkdown(policy.data.content, { math: false })) : null), [policy.data]);
  const sections = (tree?.children ?? []).filter((node): node is Heading => node.type === 'heading' && node.depth <= 2);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {t('page.backToHome')}
      </Link>
      <header className="mt-6 border-b pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {policy.data ? (
          <p className="mt-2 text-sm text-muted-foreground">
            {t('page.version', { version: policy.data.version })}
            {' · '}
            {t('page.updated', { date: format.date(policy.data.updatedAt, 'long') })}
          </p>
        ) : null}
      </header>

      {policy.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('page.loading')} />
        </div>
      ) : tree ? (
        <>
          {sections.length > 2 ? (
            <details className="mt-6 rounded-xl border bg-muted/40 px-4 py-3 text-sm">
              <summary className="cursor-pointer font-medium">{t('page.contents')}</summary>
              <ol className="mt-3 space-y-1.5 pl-1">
                {sections.map((section) => (
                  <li key={section.data?.id}>
                    <a href={`#${section.data?.id}`} className="text-muted-foreground hover:text-foreground hover:underline">
                      {plainText(section)}
                    </a>
                  </li>
                ))}
              </ol>
            </details>
          ) : null}
          <MarkdownContent tree={tree} className="mt-4" />
        </>
      ) : (
        <p className="py-12 text-center text-muted-foreground">{t(`${type}.fallback`)}</p>
      )}

      <PolicyContactBlock />
    </div>
  );
}

function PolicyContactBlock() {
  const { t } = useTranslation('policies');
  const format = useFormat();
  return (
    <Card className="mt-12 p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{t('page.contactTitle')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('page.contactDescription')}</p>
      <address className="mt-4 grid grid-cols-1 gap-3 text-sm not-italic sm:grid-cols-3">
        <p className="flex items-start gap-2">
          <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <span className="block text-muted-foreground">{t('page.email')}</span>
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="font-medium break-all hover:underline">
              {CONTACT_DETAILS.email}
            </a>
          </span>
        </p>
        <p className="flex items-start gap-2">
          <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <span className="block text-muted-foreground">{t('page.phone')}</span>
            <a href={CONTACT_DETAILS.phoneHref} className="font-medium hover:underline">
              {format.digits(CONTACT_DETAILS.phone)}
            </a>
          </span>
        </p>
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <span className="block text-muted-foreground">{t('page.address')}</span>
            <span className="font-medium">{t('page.postalAddress', { address: t('contact.address', { ns: 'common' }) })}</span>
          </span>
        </p>
      </address>
    </Card>
  );
}
