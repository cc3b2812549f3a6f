import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

/**
 * A one-time code field: the phone's number pad, the browser offers the code from a text or mail
 * (autocomplete one-time-code), and any digits are accepted (the server reads Devanagari ०-९ too), so no type="number".
 */
export function CodeInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      className={cn('h-12 text-center font-mono text-xl tracking-[0.3em]', className)}
      {...props}
    />
  );
}
