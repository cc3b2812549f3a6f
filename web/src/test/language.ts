import { onTestFinished } from 'vitest';
import { changeLanguage } from '@/lib/i18n';

/** Switches the app to Nepali for one test (its texts are loaded in the test setup) and back to English after it. */
export async function readInNepali() {
  await changeLanguage('ne');
  onTestFinished(() => changeLanguage('en'));
}

/** The texts (text nodes) of a page that contain a Latin digit (0-9): none should remain when Nepali is chosen. */
export function textsWithLatinDigits(root: HTMLElement) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/[0-9]/.test(node.textContent ?? '')) found.push(node.textContent!.trim());
  }
  return found;
}
