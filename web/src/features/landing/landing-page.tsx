import { ArrowRight, Bot, CircleCheck, ClipboardCheck, FileText, Flame, Quote, Sparkles, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n-react';
import { FeatureCard, IconTile, Section, SectionHeading } from './marketing';
import { LANDING_SUBJECTS, SUBJECT_LOOKS, unitsOf } from './subjects';

const FEATURE_CARDS = [
  { key: 'notes', icon: FileText, tint: 'bg-sky-500/10 text-sky-700 dark:text-sky-300' },
  { key: 'practice', icon: ClipboardCheck, tint: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  { key: 'tutor', icon: Bot, tint: 'bg-violet-500/10 text-violet-700 dark:text-violet-300' },
  { key: 'progress', icon: TrendingUp, tint: 'bg-amber-500/10 text-amber-700 dark:text-amber-300' },
] as const;

const TESTIMONIALS = ['first', 'second'] as const;

/** The public home page (seed 000 section 2): hero, features, subjects, testimonials, call to action. */
export function LandingPage() {
  return (
    <>
      <Hero />
      <FeatureCards />
      <SubjectsGrid />
      <Testimonials />
      <CallToAction />
    </>
  );
}

function Hero() {
  const { t } = useTranslation('landing');
  const claims = [
    { value: t('hero.studentsValue'), label: t('hero.studentsLabel') },
    { value: t('hero.materialsValue'), label: t('hero.materialsLabel') },
    { value: t('hero.aiValue'), label: t('hero.aiLabel') },
  ];
  return (
    <section className="relative isolate overflow-hidden px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24" aria-labelledby="hero-title">
      <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-b from-accent/70 via-background to-background" />
      <div aria-hidden className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
      <div className="mx-auto grid w-full max-w-6xl items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div className="text-center lg:text-left">
          <p className="inline-flex max-w-full items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm sm:text-sm">
            <Sparkles className="size-4 shrink-0 text-primary" aria-hidden />
            <span>{t('hero.badge')}</span>
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('hero.titleStart')} <span className="text-primary">{t('hero.titleHighlight')}</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base text-pretty text-muted-foreground sm:text-lg lg:mx-0">{t('hero.description')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="shadow-lg shadow-primary/25">
              <Link to="/dashboard">
                {t('hero.launchApp')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/features">{t('hero.viewFeatures')}</Link>
            </Button>
          </div>
          <p className="mt-3 text-sm text-muted-foreground">{t('hero.freeNote')}</p>
          <dl className="mx-auto mt-10 grid max-w-md grid-cols-3 gap-3 lg:mx-0">
            {claims.map((claim) => (
              <div key={claim.label} className="flex flex-col-reverse rounded-xl border bg-background/70 px-2 py-3 text-center shadow-sm">
                <dt className="mt-0.5 text-xs text-muted-foreground sm:text-sm">{claim.label}</dt>
                <dd className="text-lg font-bold text-primary min-[400px]:text-xl sm:text-2xl">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <QuestionPreview />
      </div>
    </section>
  );
}

/** A sample practice question drawn in HTML: shows the product without shipping a screenshot. */
function QuestionPreview() {
  const { t } = useTranslation('landing');
  const options = [
    { letter: 'A', text: '2/5 MR²', isCorrect: true },
    { letter: 'B', text: '2/3 MR²', isCorrect: false },
    { letter: 'C', text: 'MR²', isCorrect: false },
    { letter: 'D', text: '1/2 MR²', isCorrect: false },
  ];
  return (
    <figure className="relative mx-auto w-full max-w-md" aria-label={t('preview.label')}>
      <Card className="relative p-5 shadow-xl sm:p-6">
        <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{t('preview.subject')}</span>
          <span className="shrink-0">{t('preview.progress')}</span>
        </div>
        <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-secondary" aria-hidden>
          <div className="h-full w-[30%] rounded-full bg-primary" />
        </div>
        <p className="mt-5 font-medium">{t('preview.question')}</p>
        <ul className="mt-4 space-y-2">
          {options.map((option) => (
            <li
              key={option.letter}
              className={cn(
                'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                option.isCorrect && 'border-emerald-600/60 bg-emerald-500/10 font-medium',
              )}
            >
              <span
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  option.isCorrect && 'border-emerald-700 bg-emerald-700 text-white',
                )}
              >
                {option.letter}
              </span>
              <span>{option.text}</span>
              {option.isCorrect ? <CircleCheck className="ml-auto size-4 text-emerald-700 dark:text-emerald-400" aria-hidden /> : null}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm font-medium text-emerald-700 dark:text-emerald-400">{t('preview.correct')}</p>
      </Card>
      <div className="absolute -top-4 right-3 flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-xs font-medium shadow-md sm:-right-4">
        <Flame className="size-4 text-orange-500" aria-hidden />
        {t('preview.streak')}
      </div>
      <div className="absolute -bottom-4 left-3 flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 text-xs font-medium shadow-md sm:-left-4">
        <Bot className="size-4 text-primary" aria-hidden />
        {t('preview.tutor')}
      </div>
    </figure>
  );
}

function FeatureCards() {
  const { t } = useTranslation('landing');
  return (
    <Section aria-labelledby="features-title">
      <SectionHeading id="features-title" title={t('featureCards.title')} description={t('featureCards.description')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURE_CARDS.map((card) => (
          <FeatureCard
            key={card.key}
            icon={card.icon}
            tint={card.tint}
            title={t(`featureCards.${card.key}.title`)}
            description={t(`featureCards.${card.key}.description`)}
          />
        ))}
      </div>
    </Section>
  );
}

function SubjectsGrid() {
  const { t } = useTranslation('landing');
  return (
    <Section className="bg-muted/40" aria-labelledby="subjects-title">
      <SectionHeading id="subjects-title" title={t('subjectsSection.title')} description={t('subjectsSection.description')} />
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {LANDING_SUBJECTS.map((slug) => {
          const look = SUBJECT_LOOKS[slug]!;
          return (
            <li key={slug}>
              <Card className="flex h-full items-center gap-4 p-4">
                <IconTile icon={look.icon} className={look.tint} />
                <div className="min-w-0">
                  <h3 className="font-semibold">{t(`subjects.${slug}`)}</h3>
                  <p className="text-sm text-muted-foreground">{t(`subjectBlurbs.12.${slug}`)}</p>
                  <p className="mt-1 text-xs font-medium text-primary">
                    {t('subjectsSection.units', { count: unitsOf('12', slug).length })}
                  </p>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <Section aria-labelledby="testimonials-title">
      <SectionHeading id="testimonials-title" title={t('testimonials.title')} />
      <div className="grid gap-4 md:grid-cols-2">
        {TESTIMONIALS.map((key) => {
          const name = t(`testimonials.${key}.name`);
          const initials = name
            .split(' ')
            .map((part) => part[0])
            .slice(0, 2)
            .join('');
          return (
            <Card key={key} className="p-6">
              <Quote className="mb-3 size-7 text-primary/30" aria-hidden />
              <blockquote className="text-pretty leading-relaxed">“{t(`testimonials.${key}.quote`)}”</blockquote>
              <div className="mt-5 flex items-center gap-3">
                <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {initials}
                </span>
                <p className="text-sm">
                  <span className="block font-semibold">{name}</span>
                  <span className="text-muted-foreground">{t(`testimonials.${key}.detail`)}</span>
                </p>
              </div>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}

function CallToAction() {
  const { t } = useTranslation('landing');
  return (
    <section className="px-4 pb-16 sm:px-6 sm:pb-24" aria-labelledby="cta-title">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden className="absolute -top-20 -right-20 -z-10 size-64 rounded-full bg-white/10" />
        <div aria-hidden className="absolute -bottom-24 -left-16 -z-10 size-64 rounded-full bg-white/10" />
        <h2 id="cta-title" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-pretty opacity-90">{t('cta.description')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link to="/signup">
              {t('cta.getStarted')}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground">
            <Link to="/dashboard">{t('cta.launchApp')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

