import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A full-width band of a public page with the centred column inside. */
export function Section({ className, children, ...props }: ComponentProps<'section'>) {
  return (
    <section className={cn('px-4 py-14 sm:px-6 sm:py-20', className)} {...props}>
      <div className="mx-auto w-full max-w-6xl">{children}</div>
    </section>
  );
}

export function SectionHeading({ id, title, description }: { id?: string; title: string; description?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {description ? <p className="mt-3 text-pretty text-muted-foreground">{description}</p> : null}
    </div>
  );
}

/** The coloured square an icon sits in. */
export function IconTile({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary', className)}>
      <Icon className="size-5" aria-hidden />
    </span>
  );
}

/** An icon, a title and a short description; `children` add detail below (a list, badges). */
export function FeatureCard({
  icon,
  tint,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  tint?: string;
  title: string;
  description: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('flex flex-col gap-3 p-5 transition-shadow hover:shadow-md sm:p-6', className)}>
      <IconTile icon={icon} className={tint} />
      <h3 className="text-lg font-semibold leading-tight">{title}</h3>
      <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
      {children}
    </Card>
  );
}
