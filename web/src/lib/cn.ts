import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, letting a later Tailwind class override an earlier one that sets the same thing: `px-4` then
 * `p-2` keeps `p-2`, `p-2` then `px-4` keeps both, `text-sm` then `text-red-500` keeps both. The rules are
 * tailwind-merge's for the utilities we write, at a fraction of its size on every page (decision 094); a class it does
 * not know is always kept.
 */
export function cn(...inputs: ClassValue[]) {
  const classList = clsx(inputs);
  let merged = merges.get(classList);
  if (merged === undefined) {
    // The screens render the same few hundred lists again and again; the bound only guards against a runaway.
    if (merges.size >= 1000) merges.clear();
    merged = mergeClasses(classList);
    merges.set(classList, merged);
  }
  return merged;
}

const merges = new Map<string, string>();

// Value patterns, named by a capital letter in the table below.
const NUMBER = String.raw`\d+(\.\d+)?`;
const LENGTH = String.raw`\[(length:.+|-?[\d.]+[a-z%]*|(calc|min|max|clamp)\(.+\))\]|\(length:.+\)`;
const SIZE = String.raw`(\d+(\.\d+)?)?(xs|sm|md|lg|xl)`;
const PATTERNS: Record<string, string> = {
  N: NUMBER,
  L: LENGTH,
  T: SIZE,
  // A border, ring or outline width: none (the bare class), a number or a length.
  W: `|${NUMBER}|${LENGTH}`,
  P: `${NUMBER}%|${LENGTH}`,
  S: String.raw`|none|inner|${SIZE}|\[(shadow:.+|(inset_)?-?[\d.]+[a-z]*_.+)\]|\((shadow:)?--.+\)`,
  I: String.raw`[[(](image|url):.+[\])]|\[(url|image|image-set|cross-fade|element|(repeating-)?(linear|radial|conic)-gradient)\(.+\)\]`,
  D: 'solid|dashed|dotted|double|hidden|none',
};

const SIDES = [...'xysetrbl'];
const CORNERS = 'ss se ee es tl tr br bl'.split(' ');

/**
 * Utility roots, the part before the value (`px` in `px-4`, `min-w` in `min-w-0`). A root is its own group, or the
 * one after `=`; `*` lets the bare root be a class (`border`). A root whose value decides what it sets lists cases
 * after `:`, `group=pattern` (a regular expression of the whole value), the first that matches wins, and a last bare
 * group takes any other value (`text-red-500` is a colour). Sub-roots of such a root must be listed (`bg-clip`), or
 * their classes would fall to its last group; a root not listed at all is not a utility, and its classes are kept.
 */
const TABLE = String.raw`
  w h size min-w min-h max-w max-h gap gap-x gap-y space-x space-y inset inset-x inset-y start end top right bottom
  left z order basis grow* shrink* aspect grid-cols grid-rows col col-span=col col-start col-end row row-span=row
  row-start row-end justify justify-items justify-self items self place-content place-items place-self overflow
  overflow-x overflow-y tracking leading line-clamp align underline-offset list-image opacity cursor pointer-events
  select whitespace duration ease delay translate translate-x translate-y translate-z rotate rotate-x rotate-y
  rotate-z blur* backdrop-blur* fill bg-blend bg-clip bg-origin bg-position bg-size divide-x* divide-y*
  outline-offset font-stretch font-features border-spacing border-spacing-x border-spacing-y
  ${['p', 'm', 'scroll-m', 'scroll-p'].flatMap((family) => [family, ...SIDES.map((side) => family + side)]).join(' ')}
  ${['', ...SIDES, ...CORNERS].map((side) => (side ? `rounded-${side}*` : 'rounded*')).join(' ')}
  ${SIDES.map((side) => `border-${side}*:border-w-${side}=W,border-color-${side}`).join(' ')}
  text:font-size=base|T|L,text-align=left|center|right|justify|start|end,text-wrap=wrap|nowrap|balance|pretty,text-overflow=ellipsis|clip,text-color
  bg:bg-attachment=fixed|local|scroll,bg-repeat=no-repeat|repeat(-x|-y|-space|-round)?,bg-size=auto|cover|contain|[[(](length|size|bg-size):.+[\])],bg-position=(center|top|bottom|left|right)(-(top|bottom|left|right))?|[[(](position|percentage):.+[\])],bg-image=none|(linear|radial|conic)(-.+)?|I,bg-color
  border*:border-w=W,border-style=D,border-collapse=collapse|separate,border-color
  divide:divide-style=D,divide-color
  outline*:outline-style=D,outline-w=W,outline-color
  ring*:ring-w=W,ring-color
  inset-ring*:inset-ring-w=W,inset-ring-color
  ring-offset:ring-offset-w=N|L,ring-offset-color
  shadow*:shadow=S,shadow-color
  inset-shadow:inset-shadow=S,inset-shadow-color
  text-shadow:text-shadow=S,text-shadow-color
  font:font-weight=thin|extralight|light|normal|medium|semibold|bold|extrabold|black|[[(]((number|weight):)?[^:]+[\])],font-family
  stroke:stroke-w=N|L|\[(number:.+|N)\],stroke
  from:from-position=P,from
  via:via-position=P,via
  to:to-position=P,to
  flex:flex-direction=row|row-reverse|col|col-reverse,flex-wrap=nowrap|wrap|wrap-reverse,flex
  list:list-position=inside|outside,list-type
  content:align-content=normal|start|end|center|between|around|evenly|stretch|baseline|center-safe|end-safe,content=none|[[(].+
  animate:animate=none|spin|ping|pulse|bounce|[[(].+
  transition*:transition-behavior=normal|discrete,transition
  break:break=normal|words|all|keep
  scroll:scroll-behavior=auto|smooth
`;

type Rule = string | [group: string, pattern?: RegExp][];

const ROOTS = new Map<string, Rule>();
/** Roots that are a class on their own too. */
const BARE = new Set<string>();
for (const entry of TABLE.trim().split(/\s+/)) {
  const [head, cases] = entry.split(/:(.*)/);
  const [root, group = root] = head.replace('*', '').split('=');
  if (head.endsWith('*')) BARE.add(root);
  ROOTS.set(
    root,
    cases
      ? cases.split(',').map((choice) => {
          const [caseGroup, pattern] = choice.split(/=(.*)/);
          return [caseGroup, pattern === undefined ? undefined : new RegExp(`^(${pattern.replace(/[A-Z]/g, (name) => PATTERNS[name])})$`)];
        })
      : group,
  );
}

/** Whole classes that are not root-value (`flex`, `tabular-nums`) → their group. */
const KEYWORDS = new Map<string, string>();
for (const [group, names] of (
  'display:block inline-block inline flex inline-flex table grid inline-grid flow-root contents list-item hidden;' +
  'position:static fixed absolute relative sticky;visibility:visible invisible collapse;' +
  'sr:sr-only not-sr-only;isolation:isolate isolation-auto;text-decoration:underline overline line-through no-underline;' +
  'text-transform:uppercase lowercase capitalize normal-case;font-style:italic not-italic;text-overflow:truncate;' +
  'fvn-normal:normal-nums;fvn-spacing:proportional-nums tabular-nums;space-x-reverse;space-y-reverse;divide-x-reverse;' +
  'divide-y-reverse;translate-none;ring-inset'
)
  .split(';')
  .map((entry) => entry.split(':'))) {
  for (const name of (names ?? group).split(' ')) KEYWORDS.set(name, group);
}

/** A group → the groups that a later class of it overrides besides its own (`px` overrides `pl` and `pr`). */
const CONFLICTS = new Map<string, string[]>();
for (const [group, groups] of (
  'overflow:overflow-x overflow-y;inset:inset-x inset-y start end top right bottom left;inset-x:start end right left;' +
  'inset-y:top bottom;flex:basis grow shrink;gap:gap-x gap-y;size:w h;font-size:leading;line-clamp:display overflow;' +
  'translate:translate-x translate-y translate-none;translate-none:translate translate-x translate-y translate-z;' +
  'border-spacing:border-spacing-x border-spacing-y;fvn-normal:fvn-spacing;fvn-spacing:fvn-normal'
)
  .split(';')
  .map((entry) => entry.split(':'))) {
  CONFLICTS.set(group, groups.split(' '));
}
// Sides: `p` overrides every side, `px` the inline ones (`pl`, `pr`, `ps`, `pe`), `py` the block ones.
for (const family of ['p', 'm', 'scroll-m', 'scroll-p', 'border-w-', 'border-color-']) {
  const sides = (letters: string) => [...letters].map((letter) => family + letter);
  CONFLICTS.set(family.replace(/-$/, ''), sides('xysetrbl'));
  CONFLICTS.set(`${family}x`, sides('serl'));
  CONFLICTS.set(`${family}y`, sides('tb'));
}
// Corners: `rounded-t` overrides the top ones (tl, tr), `rounded-s` the start ones of either row (ss, es).
CONFLICTS.set('rounded', [...SIDES.slice(2), ...CORNERS].map((side) => `rounded-${side}`));
for (const side of 'setrbl') {
  const corners = CORNERS.filter((corner) => ('se'.includes(side) ? corner[1] === side : corner.includes(side)));
  CONFLICTS.set(`rounded-${side}`, corners.map((corner) => `rounded-${corner}`));
}

/** The group of a class without its variants (`px-4` → `px`, `text-sm` → `font-size`); undefined if not a utility. */
function groupOf(utility: string): string | undefined {
  if (utility[0] === '[') {
    // An arbitrary property, `[mask-type:alpha]`: its group is the property.
    const colon = utility.indexOf(':');
    return colon > 1 && utility.endsWith(']') ? utility.slice(0, colon) : undefined;
  }
  // Negative values (`-mx-1`) set the same as positive ones.
  const name = utility.length > 1 && utility[0] === '-' ? utility.slice(1) : utility;
  const keyword = KEYWORDS.get(name);
  if (keyword) return keyword;
  // The longest root before a dash: `min-w-0` is min-w, `border-l-4` border-l, `text-red-500` text.
  for (let end = name.length; end > 0; end = name.lastIndexOf('-', end - 1)) {
    const rule = ROOTS.get(name.slice(0, end));
    if (rule === undefined) continue;
    const value = name.slice(end + 1);
    if (!value && !BARE.has(name.slice(0, end))) return undefined;
    return typeof rule === 'string' ? rule : rule.find(([, pattern]) => !pattern || pattern.test(value))?.[0];
  }
  return undefined;
}

// Variants whose order changes what they select; the others are sorted, so `hover:focus:` equals `focus:hover:`.
const ORDER_SENSITIVE = /^(\*\*?|after|backdrop|before|details-content|file|first-letter|first-line|marker|placeholder|selection)$/;

/** Keeps each class unless a later one, under the same variants, sets the same thing (tailwind-merge's rule). */
export function mergeClasses(classList: string) {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classNames = classList.trim().split(/\s+/);
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index];
    // `md:hover:bg-red-500/50!`: the variants, then the utility, its `/…` modifier and the important marker.
    const variants: string[] = [];
    let run: string[] = [];
    let depth = 0;
    let start = 0;
    let slash = -1;
    for (let at = 0; at < className.length; at++) {
      const character = className[at];
      if (character === '[' || character === '(') depth++;
      else if (character === ']' || character === ')') depth--;
      else if (depth === 0 && character === '/') slash = at;
      else if (depth === 0 && character === ':') {
        const variant = className.slice(start, at);
        start = at + 1;
        if (variant[0] === '[' || ORDER_SENSITIVE.test(variant)) {
          variants.push(...run.sort(), variant);
          run = [];
        } else {
          run.push(variant);
        }
      }
    }
    variants.push(...run.sort());
    const base = className.slice(start);
    const isImportant = base.endsWith('!') || base[0] === '!';
    const group = groupOf((slash > start ? className.slice(start, slash) : base).replace(/^!|!$/g, ''));
    if (group) {
      const key = `${variants.join(':')}${isImportant ? '!' : ''} `;
      if (taken.has(key + group)) continue;
      taken.add(key + group);
      for (const other of CONFLICTS.get(group) ?? []) taken.add(key + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
