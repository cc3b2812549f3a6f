import { clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonClasses } from '@/components/ui/button';
import { cn, mergeClasses } from './cn';

/**
 * cn() replaced tailwind-merge with its own merge (decision 094); tailwind-merge stays a dev dependency as the
 * reference. The corpus is read from the web's code as the test runs, so a class written tomorrow is checked too:
 * every string literal whose words all read as classes (what Tailwind's own scanner generates CSS for), except the
 * values of JSX attributes other than className (`position="top-center"` is a toaster's prop, not a class).
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./cn.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const LITERAL = /(?:([\w-]+)=)?(?:'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`)/g;
const CLASS_WORD = /^[a-z0-9!@*\-[\]()&_:=./%#>+~,]+$/;

function classListsIn(source: string) {
  const lists: string[] = [];
  for (const [, attribute, single, double, template] of source.matchAll(LITERAL)) {
    if (attribute && attribute !== 'className') continue;
    const words = (single ?? double ?? template.replace(/\$\{[^}]*\}/g, ' ')).trim().split(/\s+/);
    if (words[0] !== '' && words.every((word) => CLASS_WORD.test(word))) lists.push(words.join(' '));
  }
  return lists;
}

/** A Tailwind class to either merger: written twice, one copy goes. */
const isUtility = (word: string) => twMerge(`${word} ${word}`) === word || mergeClasses(`${word} ${word}`) === word;

/** `md:hover:px-4` → ['md:hover', 'px-4'], splitting at the last colon outside brackets. */
function splitVariants(word: string): [string, string] {
  let depth = 0;
  let last = -1;
  [...word].forEach((character, index) => {
    if (character === '[' || character === '(') depth++;
    else if (character === ']' || character === ')') depth--;
    else if (character === ':' && depth === 0) last = index;
  });
  return [word.slice(0, Math.max(last, 0)), word.slice(last + 1)];
}

const allLists = Object.values(sources).flatMap(classListsIn);
const classLists = [...new Set(allLists.filter((list) => list.split(' ').some(isUtility)))];
const words = [...new Set(classLists.flatMap((list) => list.split(' ')))].filter(isUtility);

// The conflicts the brief for this merge named, beside those the code has today.
const TRICKY = [
  'p-4 px-2 py-1 pl-3 pr-5 pt-0 pb-8 ps-1 pe-2 m-2 mx-auto my-3 ml-1 mr-2 mt-4 mb-0 -mx-4 -mt-2 -ml-1',
  'w-4 h-4 size-6 min-w-0 min-h-0 max-w-sm max-h-40 w-[12rem] h-[3px] w-1/2 size-full',
  'gap-2 gap-x-1 gap-y-3 inset-0 inset-x-2 inset-y-1 top-0 right-2 bottom-auto left-1/2 -top-4 start-0 end-1',
  'block inline flex inline-flex grid hidden static relative absolute fixed sticky',
  'flex-1 flex-auto flex-none flex-row flex-col flex-wrap flex-nowrap grow shrink-0 basis-1/3 order-2',
  'grid-cols-3 grid-rows-2 col-span-2 col-start-1 row-span-3 items-start justify-between self-end content-center place-items-center',
  'text-xs text-sm text-base text-2xl text-sm/6 text-[13px] text-[0.9em] text-(length:--size) text-red-500 text-[#fff] text-(--ink)',
  'text-left text-center text-right text-wrap text-balance text-ellipsis truncate',
  'font-bold font-medium font-[650] font-sans font-mono leading-6 leading-tight tracking-wide tracking-[0.3em]',
  'bg-red-500 bg-red-500/50 bg-[#fff] bg-none bg-linear-to-r bg-[url(/a.png)] bg-cover bg-[length:10px] bg-center bg-no-repeat bg-fixed',
  'border border-2 border-t border-x-4 border-l-0 border-[3px] border-red-500 border-t-red-500 border-dashed border-none',
  'rounded rounded-md rounded-t-lg rounded-tl-none rounded-r rounded-full rounded-s-sm rounded-es-md',
  'shadow shadow-sm shadow-none shadow-inner shadow-red-500/25 shadow-[0_1px_2px_black]',
  'ring ring-0 ring-2 ring-red-500 ring-inset ring-offset-2 ring-offset-white outline outline-2 outline-none outline-dashed outline-red-500 outline-offset-2',
  'opacity-0 opacity-50 z-10 -z-10 z-[100] overflow-hidden overflow-x-auto overflow-y-scroll line-clamp-2',
  'cursor-pointer cursor-default whitespace-nowrap whitespace-pre-line break-words break-all select-none pointer-events-none',
  'underline no-underline line-through underline-offset-4 uppercase normal-case italic not-italic',
  'tabular-nums normal-nums divide-y divide-x-2 divide-dashed divide-border space-y-2 space-x-reverse',
  'transition transition-colors transition-none duration-200 ease-in animate-spin animate-none translate-x-2 -translate-y-1/2 translate-none rotate-45',
  'from-red-500 from-10% via-white to-black to-90% fill-red-500 stroke-2 stroke-red-500 list-disc list-inside list-image-none',
  'sr-only not-sr-only visible invisible isolate aspect-square aspect-video [mask-type:alpha] [mask-type:luminance]',
  'text-shadow-sm text-shadow-red-500 bg-clip-text bg-blend-multiply border-spacing-2 border-spacing-x-1 font-stretch-condensed',
];
const trickyWords = TRICKY.flatMap((list) => list.split(' '));

describe('cn', () => {
  it('reads the code: a few hundred classes in a few hundred class lists', () => {
    expect(words.length).toBeGreaterThan(500);
    expect(classLists.length).toBeGreaterThan(500);
  });

  it('knows every utility the code and the tricky cases use (a new one needs its root in TABLE, cn.ts)', () => {
    const unknown = [...words, ...trickyWords].filter((word) => twMerge(`${word} ${word}`) === word && mergeClasses(`${word} ${word}`) !== word);
    expect(unknown).toEqual([]);
  });

  it('merges every pair of the classes the code and the tricky cases use as tailwind-merge does', { timeout: 60_000 }, () => {
    // Conflicts are pairwise and both mergers keep a class unless a later kept class conflicts with it, so pairs of
    // utilities settle every list; variants are checked apart below.
    const utilities = [...new Set([...words, ...trickyWords].map((word) => splitVariants(word)[1]))];
    const differences: string[] = [];
    for (const first of utilities) {
      for (const second of utilities) {
        const list = `${first} ${second}`;
        const expected = twMerge(list);
        if (mergeClasses(list) !== expected) differences.push(`${list} → ${expected}, not ${mergeClasses(list)}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    expect(utilities.length).toBeGreaterThan(500);
  });

  it('keeps a group per variant chain and important marker as tailwind-merge does', () => {
    const chains = [
      ...new Set([...words.map((word) => splitVariants(word)[0]), 'hover:focus', 'focus:hover', 'md:hover', 'hover:md', 'before:hover', 'hover:before', '[&_p]:hover', 'hover:[&_p]', 'dark:md:hover', 'md:dark:hover', 'group-hover/item', 'peer-checked']),
    ];
    const differences: string[] = [];
    for (const first of chains) {
      for (const second of chains) {
        for (const [earlier, later] of [['px-2', 'p-4'], ['p-4', 'px-2'], ['px-2!', 'p-4'], ['!px-2', 'p-4!'], ['text-sm', 'text-red-500']]) {
          const list = `${first ? `${first}:` : ''}${earlier} ${second ? `${second}:` : ''}${later}`;
          if (mergeClasses(list) !== twMerge(list)) differences.push(`${list} → ${twMerge(list)}, not ${mergeClasses(list)}`);
        }
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    expect(chains.length).toBeGreaterThan(30);
  });

  it('merges each design-system component with every class list in the code as tailwind-merge does', { timeout: 60_000 }, () => {
    const variants = { default: true, secondary: true, outline: true, ghost: true, destructive: true, link: true } satisfies Record<
      NonNullable<Parameters<typeof buttonClasses>[0]>,
      true
    >;
    const sizes = { default: true, sm: true, lg: true, icon: true } satisfies Record<NonNullable<Parameters<typeof buttonClasses>[1]>, true>;
    const designSystem = Object.entries(sources)
      .filter(([path]) => path.startsWith('../components/ui/'))
      .flatMap(([, source]) => classListsIn(source));
    const buttons = Object.keys(variants).flatMap((variant) =>
      Object.keys(sizes).map((size) => buttonClasses(variant as keyof typeof variants, size as keyof typeof sizes)),
    );
    const bases = [...new Set([...designSystem, ...buttons])];
    const differences: string[] = [];
    for (const base of bases) {
      for (const override of [...classLists, ...TRICKY]) {
        const list = clsx(base, override);
        if (cn(base, override) !== twMerge(list)) differences.push(`${list} → ${twMerge(list)}, not ${cn(base, override)}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
    expect(bases.length).toBeGreaterThan(60);
  });

  it.each([
    ['px-4 py-2 p-2', 'p-2'],
    ['p-2 px-4', 'p-2 px-4'],
    ['pl-2 pr-3 px-4', 'px-4'],
    ['mt-2 my-4 -mx-1 m-0', 'm-0'],
    ['h-10 w-10 size-8', 'size-8'],
    ['w-full w-[12rem]', 'w-[12rem]'],
    ['text-sm text-red-500 text-left', 'text-sm text-red-500 text-left'],
    ['text-sm text-[13px]', 'text-[13px]'],
    ['leading-tight text-base', 'text-base'],
    ['font-semibold font-mono font-bold', 'font-mono font-bold'],
    ['bg-primary bg-linear-to-b bg-cover bg-background', 'bg-linear-to-b bg-cover bg-background'],
    ['border border-transparent border-dashed border-2 border-primary', 'border-dashed border-2 border-primary'],
    ['border-l-4 border-l-primary border-x-2', 'border-l-primary border-x-2'],
    ['rounded-tl-sm rounded-t-md rounded-xl', 'rounded-xl'],
    ['shadow-sm shadow-primary/25 shadow-lg', 'shadow-primary/25 shadow-lg'],
    ['ring-2 ring-primary ring-offset-2 ring-4', 'ring-primary ring-offset-2 ring-4'],
    ['hidden overflow-hidden line-clamp-2', 'line-clamp-2'],
    ['hover:bg-accent bg-muted hover:bg-primary', 'bg-muted hover:bg-primary'],
    ['md:hover:p-2 hover:md:p-4', 'hover:md:p-4'],
    ['data-[state=open]:bg-muted data-[state=open]:bg-accent [&_svg]:size-4 [&_svg]:size-5', 'data-[state=open]:bg-accent [&_svg]:size-5'],
    ['p-4! p-2', 'p-4! p-2'],
    ['top-0 -top-4 inset-0', 'inset-0'],
    ['peer group custom-class p-2 custom-class', 'peer group custom-class p-2 custom-class'],
  ])('merges %j into %j', (list, expected) => {
    expect(mergeClasses(list)).toBe(expected);
    expect(twMerge(list)).toBe(expected);
  });

  it('keeps the classes of utilities it does not know, even where tailwind-merge would drop one', () => {
    // The code uses none of these; a later one may set the same property as an earlier one, and CSS order decides.
    expect(mergeClasses('scale-95 scale-100 object-cover object-contain decoration-2 decoration-4')).toBe('scale-95 scale-100 object-cover object-contain decoration-2 decoration-4');
    expect(twMerge('scale-95 scale-100 object-cover object-contain decoration-2 decoration-4')).toBe('scale-100 object-contain decoration-4');
  });

  it('takes what clsx takes: strings, conditions, objects and arrays', () => {
    expect(cn('px-4', false, null, undefined, { 'px-2': true, 'py-1': false }, ['text-sm', ['font-medium']])).toBe('px-2 text-sm font-medium');
    expect(cn()).toBe('');
    expect(cn('  p-2  ', '\tp-3\n')).toBe('p-3');
  });
});
