import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYLLABUS, slugify } from '@common/syllabus';

// Every text exists in both languages with the same {{placeholders}}, and Nepali texts are Nepali: a key missing in
// Nepali shows English (lib/translator.ts falls back), a missing placeholder drops a number or a name from the sentence.
const LOCALES = path.dirname(new URL(import.meta.url).pathname);
const namespaces = readdirSync(path.join(LOCALES, 'en')).filter((file) => file.endsWith('.json'));

/** key path → text; arrays by index ('format.months.short.0'). */
function flatten(tree: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}

const read = (language: string, file: string) => flatten(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]).sort().join();
const words = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

// Where the languages differ on purpose:
// - landing `units.*` are the Nepali names of the syllabus units; English shows the syllabus itself (common/syllabus.ts);
// - only Nepali readers read Bikram Sambat dates (decision 076);
// - the clock: English writes '2:50 pm' ({{hour12}} {{period}}), Nepali '१४:५०' ({{hour24}}), as CLDR does.
const NEPALI_ONLY = { 'landing.json': /^units\./ } as Record<string, RegExp>;
const OWN_PLACEHOLDERS = { 'common.json': /^format\.time\.(short|withSeconds)$/ } as Record<string, RegExp>;
// Texts that read the same in Nepali: examples of what to type, names of things (Node.js, PDF, file formats, AI
// providers), units written as symbols, and English named in its own words where a reader picks a language.
const SAME_IN_BOTH = /^([\w.+-]+@[\w.-]+|PDF|CSV|Aiken|LaTeX|Node\.js|OpenAI|Anthropic|Google Gemini|Perplexity|\{\{value\}\} (MB|ms)|English)$/;

describe.each(namespaces)('locale %s', (file) => {
  const english = read('en', file);
  const nepali = read('ne', file);
  const nepaliOnly = (key: string) => NEPALI_ONLY[file]?.test(key) ?? false;

  it('has every English key in Nepali and no key of its own', () => {
    expect([...english.keys()].filter((key) => !nepali.has(key))).toEqual([]);
    expect([...nepali.keys()].filter((key) => !english.has(key) && !nepaliOnly(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...english].filter(
      ([key, text]) => nepali.has(key) && !OWN_PLACEHOLDERS[file]?.test(key) && placeholders(text) !== placeholders(nepali.get(key)!),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('translates every text that has words', () => {
    const untranslated = [...english].filter(([key, text]) => nepali.get(key) === text && /[A-Za-z]{2,}/.test(words(text)) && !SAME_IN_BOTH.test(text));
    expect(untranslated.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe('syllabus unit names', () => {
  const nepali = read('ne', 'landing.json');
  const slugs = new Set(Object.values(SYLLABUS).flatMap((subjects) => Object.values(subjects).flat().map(slugify)));

  it('has a Nepali name for every unit of the syllabus, and none for a unit it does not have', () => {
    expect([...slugs].filter((slug) => !nepali.has(`units.${slug}`))).toEqual([]);
    expect([...nepali.keys()].filter((key) => key.startsWith('units.') && !slugs.has(key.slice('units.'.length)))).toEqual([]);
  });
});
