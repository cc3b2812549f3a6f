import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** A spinner with its words (visible), which say what is loading in the reader's language. */
export function Spinner({ className, label }: { className?: string; label: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}>
      <Loader2 className="size-5 animate-spin" aria-hidden />
      <span>{label}</span>
    </span>
  );
}

export function Progress({ value, className, label }: { value: number; className?: string; label?: string }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <div className="h-full bg-primary transition-all" style={{ width: `${clamped}%` }} />
    </div>
  );
}

const ALERT_VARIANTS = {
  default: 'bg-card',
  info: 'border-primary/30 bg-accent text-accent-foreground',
  warning: 'border-warning/40 bg-warning/10',
  destructive: 'border-destructive/40 bg-destructive/10 text-destructive',
} as const;

/**
 * A notice box. With `icon` and `heading` it lays out the usual notice: the icon beside a bold heading and the text
 * (children) below it, the same in every screen that shows one.
 */
export function Alert({
  className,
  variant = 'default',
  icon,
  heading,
  children,
  ...props
}: ComponentProps<'div'> & { variant?: keyof typeof ALERT_VARIANTS; icon?: ReactNode; heading?: ReactNode }) {
  const laidOut = !!(icon || heading);
  return (
    <div role="alert" className={cn('rounded-lg border p-4 text-sm', ALERT_VARIANTS[variant], laidOut && 'flex gap-3', className)} {...props}>
      {icon ? (
        <span className="mt-0.5 shrink-0 [&_svg]:size-4" aria-hidden>
          {icon}
        </span>
      ) : null}
      {laidOut ? (
        <div className="min-w-0">
          {heading ? <p className="font-semibold">{heading}</p> : null}
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}

/** What an empty list shows instead of nothing. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center', className)}>
      {icon ? <div className="text-muted-foreground [&_svg]:size-10">{icon}</div> : null}
      <h3 className="text-base font-semibold">{title}</h3>
      {description ? <p className="max-w-sm text-sm text-muted-foreground">{description}</p> : null}
      {action}
    </div>
  );
}
