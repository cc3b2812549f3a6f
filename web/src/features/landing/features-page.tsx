import {
  ArrowRight,
  Bell,
  Bot,
  ChartColumn,
  CircleCheck,
  ClipboardCheck,
  CreditCard,
  FileText,
  FolderCog,
  Gauge,
  LockKeyhole,
  RadioTower,
  Settings,
  ShieldCheck,
  SquareFunction,
  TrendingUp,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n-react';
import { FeatureCard, Section, SectionHeading } from './marketing';

type FeatureItem = { key: string; icon: LucideIcon; tint: string };

const CORE: FeatureItem[] = [
  { key: 'studyMaterials', icon: FileText, tint: 'bg-sky-500/10 text-sky-700 dark:text-sky-300' },
  { key: 'aiTutor', icon: Bot, tint: 'bg-violet-500/10 text-violet-700 dark:text-violet-300' },
  { key: 'mockTests', icon: ClipboardCheck, tint: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  { key: 'progressTracking', icon: TrendingUp, tint: 'bg-amber-500/10 text-amber-700 dark:text-amber-300' },
];

const ADVANCED: FeatureItem[] = [
  { key: 'security', icon: ShieldCheck, tint: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  { key: 'notifications', icon: Bell, tint: 'bg-amber-500/10 text-amber-700 dark:text-amber-300' },
  { key: 'payments', icon: CreditCard, tint: 'bg-green-500/10 text-green-700 dark:text-green-300' },
  { key: 'analytics', icon: ChartColumn, tint: 'bg-sky-500/10 text-sky-700 dark:text-sky-300' },
  { key: 'contentManagement', icon: FolderCog, tint: 'bg-orange-500/10 text-orange-700 dark:text-orange-300' },
  { key: 'formulaLibrary', icon: SquareFunction, tint: 'bg-indigo-500/10 text-indigo-700 dark:text-indigo-300' },
];

const SYSTEM: FeatureItem[] = [
  { key: 'maintenanceMode', icon: Wrench, tint: 'bg-slate-500/10 text-slate-700 dark:text-slate-300' },
  { key: 'systemSettings', icon: Settings, tint: 'bg-slate-500/10 text-slate-700 dark:text-slate-300' },
  { key: 'userManagement', icon: Users, tint: 'bg-sky-500/10 text-sky-700 dark:text-sky-300' },
  { key: 'dataSecurity', icon: LockKeyhole, tint: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  { key: 'rateLimiting', icon: Gauge, tint: 'bg-rose-500/10 text-rose-700 dark:text-rose-300' },
  { key: 'realtimeUpdates', icon: RadioTower, tint: 'bg-violet-500/10 text-violet-700 dark:text-violet-300' },
];

const GATEWAYS = ['eSewa', 'Khalti', 'Fonepay'] as const;

const STATS = ['features', 'security', 'ai', 'realtime'] as const;

/** /features (seed 001 section 2): the three feature groups, the statistics strip and sign-up buttons. */
export function FeaturesPage() {
  const { t } = useTranslation('landing');
  const item = (key: string, field: 'title' | 'description') => t(`featuresPage.items.${key}.${field}`);
  return (
    <>
      <section className="relative isolate overflow-hidden px-4 pt-12 pb-10 text-center sm:px-6 sm:pt-16" aria-labelledby="features-page-title">
        <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-b from-accent/70 to-background" />
        <Badge variant="outline" className="bg-background/80">
          {t('featuresPage.badge')}
        </Badge>
        <h1 id="features-page-title" className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {t('featuresPage.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-pretty text-muted-foreground sm:text-lg">{t('featuresPage.description')}</p>
      </section>

      <Section aria-labelledby="core-title" className="pt-6 sm:pt-10">
        <SectionHeading id="core-title" title={t('featuresPage.core.title')} description={t('featuresPage.core.description')} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CORE.map(({ key, icon, tint }) => (
            <FeatureCard key={key} icon={icon} tint={tint} title={item(key, 'title')} description={item(key, 'description')}>
              <ul className="mt-auto space-y-1.5 pt-1 text-sm">
                {(t(`featuresPage.items.${key}.points`, { returnObjects: true }) as string[]).map((point) => (
                  <li key={point} className="flex gap-2">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section aria-labelledby="advanced-title" className="bg-muted/40">
        <SectionHeading id="advanced-title" title={t('featuresPage.advanced.title')} description={t('featuresPage.advanced.description')} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {ADVANCED.map(({ key, icon, tint }) => (
            <FeatureCard key={key} icon={icon} tint={tint} title={item(key, 'title')} description={item(key, 'description')}>
              {key === 'payments' ? (
                <ul className="flex flex-wrap gap-2" aria-label={t('featuresPage.gateways')}>
                  {GATEWAYS.map((gateway) => (
                    <li key={gateway}>
                      <Badge variant="secondary">{gateway}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
            </FeatureCard>
          ))}
        </div>
      </Section>

      <Section aria-labelledby="system-title">
        <SectionHeading id="system-title" title={t('featuresPage.system.title')} description={t('featuresPage.system.description')} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SYSTEM.map(({ key, icon, tint }) => (
            <FeatureCard key={key} icon={icon} tint={tint} title={item(key, 'title')} description={item(key, 'description')} />
          ))}
        </div>
      </Section>

      <section className="px-4 sm:px-6" aria-label={t('featuresPage.stats.label')}>
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border shadow-sm lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat} className="flex flex-col-reverse bg-card px-4 py-6 text-center">
              <dt className="mt-1 text-sm text-muted-foreground">{t(`featuresPage.stats.${stat}`)}</dt>
              <dd className="text-2xl font-extrabold text-primary sm:text-3xl">{t(`featuresPage.stats.${stat}Value`)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section aria-labelledby="features-cta-title" className="text-center">
        <h2 id="features-cta-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('featuresPage.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty text-muted-foreground">{t('featuresPage.cta.description')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="shadow-lg shadow-primary/25">
            <Link to="/signup">
              {t('featuresPage.cta.startFreeTrial')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">{t('featuresPage.cta.signIn')}</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
