import { ArrowRight, Bot, ClipboardCheck, FileText, History, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { slugify } from '@common/syllabus';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTranslation } from '@/lib/i18n-react';
import { FeatureCard, IconTile, Section, SectionHeading } from './marketing';
import { CLASS_PAGE_SUBJECTS, SUBJECT_LOOKS, unitsOf, type ClassLevel } from './subjects';

const CLASS_FEATURES = [
  { key: 'notes', icon: FileText, tint: 'bg-sky-500/10 text-sky-700 dark:text-sky-300' },
  { key: 'practice', icon: ClipboardCheck, tint: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' },
  { key: 'tutor', icon: Bot, tint: 'bg-violet-500/10 text-violet-700 dark:text-violet-300' },
] as const;

const OTHER_CLASS: Record<ClassLevel, ClassLevel> = { '10': '12', '12': '10' };

/** /class-10 (seed 000 section 2). */
export function ClassTenPage() {
  return <ClassPage classLevel="10" />;
}

/** /class-12 (seed 000 section 2). */
export function ClassTwelvePage() {
  return <ClassPage classLevel="12" />;
}

/** A class's public page: its subjects with their curriculum units, three feature cards and the cross-links. */
function ClassPage({ classLevel }: { classLevel: ClassLevel }) {
  const { t } = useTranslation('landing');
  const otherClass = OTHER_CLASS[classLevel];
  return (
    <>
      <section className="relative isolate overflow-hidden px-4 pt-12 pb-10 sm:px-6 sm:pt-16" aria-labelledby="class-title">
        <div aria-hidden className="absolute inset-0 -z-10 bg-linear-to-b from-accent/70 to-background" />
        <div className="mx-auto max-w-3xl text-center">
          <Badge variant="outline" className="bg-background/80">
            {t(`classPage.${classLevel}.badge`)}
          </Badge>
          <h1 id="class-title" className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t(`classPage.${classLevel}.title`)}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-pretty text-muted-foreground sm:text-lg">{t(`classPage.${classLevel}.description`)}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="shadow-lg shadow-primary/25">
              <Link to="/signup">
                {t('classPage.startLearning')}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/login">{t('classPage.signIn')}</Link>
            </Button>
          </div>
          <p className="mt-6 text-sm">
            <Link to={`/class-${otherClass}`} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
              {t(`classPage.crossLink.${classLevel}`)}
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </p>
        </div>
      </section>

      <Section aria-labelledby="class-subjects-title" className="pt-6 sm:pt-10">
        <SectionHeading id="class-subjects-title" title={t('classPage.subjectsTitle')} />
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {CLASS_PAGE_SUBJECTS[classLevel].map((slug) => (
            <SubjectCard key={slug} classLevel={classLevel} slug={slug} />
          ))}
        </div>
      </Section>

      <Section aria-labelledby="class-features-title" className="bg-muted/40">
        <SectionHeading id="class-features-title" title={t('classPage.featuresTitle')} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {CLASS_FEATURES.map(({ key, icon, tint }) => (
            <FeatureCard
              key={key}
              icon={icon}
              tint={tint}
              title={t(`classPage.features.${key}.title`)}
              description={t(`classPage.features.${key}.description`)}
            />
          ))}
        </div>
      </Section>

      <Section className="py-10 sm:py-14">
        <div className="grid gap-4 md:grid-cols-2">
          <Link
            to={`/class-${otherClass}`}
            className="group flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <IconTile icon={ArrowRight} />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold group-hover:underline">{t(`classPage.crossLinkLabel.${classLevel}`)}</span>
              <span className="block text-sm text-muted-foreground">{t(`classPage.crossLink.${classLevel}`)}</span>
            </span>
          </Link>
          <div className="flex flex-wrap items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
            <IconTile icon={ShieldCheck} className="bg-secondary text-secondary-foreground" />
            <p className="min-w-0 flex-1 text-sm text-muted-foreground">{t('classPage.adminPrompt')}</p>
            <Button asChild variant="outline" size="sm">
              <Link to="/admin/login">{t('classPage.adminLink')}</Link>
            </Button>
          </div>
        </div>
      </Section>
    </>
  );
}

function SubjectCard({ classLevel, slug }: { classLevel: ClassLevel; slug: string }) {
  const { t } = useTranslation('landing');
  const look = SUBJECT_LOOKS[slug]!;
  const name = t(`subjects.${slug}`);
  const units = unitsOf(classLevel, slug);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <IconTile icon={look.icon} className={look.tint} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-tight">{name}</h3>
          <p className="text-xs text-muted-foreground">{t('subjectsSection.units', { count: units.length })}</p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t(`subjectBlurbs.${classLevel}.${slug}`)}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('classPage.topicsLabel', { subject: name })}>
        {units.map((unit) => (
          <li key={unit} className="rounded-md bg-secondary px-2 py-1 text-xs text-secondary-foreground">
            {t(`units.${slugify(unit)}`, { defaultValue: unit })}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
        <Button asChild variant="outline" size="sm">
          <Link to="/notes">
            <FileText aria-hidden />
            {t('classPage.notes')}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to="/past-papers">
            <History aria-hidden />
            {t('classPage.pastPapers')}
          </Link>
        </Button>
      </div>
    </Card>
  );
}
