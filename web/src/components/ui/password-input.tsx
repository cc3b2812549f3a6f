import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/** A password field with a show/hide toggle; the toggle's labels come from the caller (i18n). */
export function PasswordInput({
  className,
  showLabel,
  hideLabel,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { showLabel: string; hideLabel: string }) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground [&_svg]:size-4"
        onClick={() => setVisible((visible) => !visible)}
        aria-label={isVisible ? hideLabel : showLabel}
        aria-pressed={isVisible}
      >
        {isVisible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
      </button>
    </div>
  );
}
