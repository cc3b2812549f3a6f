import type { GatewayName } from '@common/billing';
import { cn } from '@/lib/cn';

/**
 * Our own simple marks for the three wallets (a coloured tile with the initial), not their trademarked artwork.
 * Decorative: the gateway's name is always written beside it.
 */
const MARKS: Record<GatewayName, { background: string; letter: string }> = {
  esewa: { background: '#60BB46', letter: 'e' },
  khalti: { background: '#5C2D91', letter: 'K' },
  fonepay: { background: '#C8102E', letter: 'F' },
};

export function GatewayLogo({ gateway, className }: { gateway: GatewayName; className?: string }) {
  const mark = MARKS[gateway];
  return (
    <svg viewBox="0 0 40 40" className={cn('size-10 shrink-0', className)} aria-hidden focusable="false" data-gateway={gateway}>
      <rect width="40" height="40" rx="10" fill={mark.background} />
      <text x="20" y="27.5" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="22" fontWeight="700" fill="#ffffff">
        {mark.letter}
      </text>
    </svg>
  );
}

