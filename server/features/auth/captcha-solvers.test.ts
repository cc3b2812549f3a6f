import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET } from '@common/auth';
import { hasTesseract, drawPlainText, PLAIN_ADVANCE, solveByOcr, solveByTemplates } from '../../test/captcha-solvers';
import { randomCaptchaText } from './captcha';
import { drawCaptchaImage } from './captcha-image';

// Issue 15: a 40-line outline matcher read 200 of 200 SVG captchas. Two attackers now try 200 fresh challenges each
// and may read at most 2 %; each is first shown to read the same glyphs when they are drawn plainly.
const CHALLENGES = 200;
const MAX_SOLVED = Math.floor(CHALLENGES * 0.02);

const texts = Array.from({ length: CHALLENGES }, () => randomCaptchaText());
const images = texts.map((text) => drawCaptchaImage(text));
const solvedCount = (answers: string[]) => answers.filter((answer, index) => answer === texts[index]).length;
// The solvers' own check reads every character of the alphabet drawn plainly: a fixed text, so the check cannot flake
// (drawn plainly, template matching still takes Q for O and I for L now and then: whole texts are not the measure).
const PLAIN_TEXTS = CAPTCHA_ALPHABET.match(/.{1,5}/g)!.map((text) => text.padEnd(5, 'A'));
const rightCharacters = (answers: string[]) =>
  answers.reduce((sum, answer, index) => sum + [...answer].filter((character, at) => character === PLAIN_TEXTS[index]![at]).length, 0);
const PLAIN_CHARACTERS = PLAIN_TEXTS.length * 5;

describe('the captcha against template matching with its own glyphs', () => {
  it('reads plainly drawn text (the solver works)', () => {
    const answers = PLAIN_TEXTS.map((text) => solveByTemplates(drawPlainText(text), PLAIN_ADVANCE));
    expect(rightCharacters(answers)).toBeGreaterThanOrEqual(PLAIN_CHARACTERS * 0.9);
  });

  it(`reads at most ${MAX_SOLVED} of ${CHALLENGES} captchas`, () => {
    const solved = solvedCount(images.map((image) => solveByTemplates(image)));
    expect(solved, `template matching solved ${solved} of ${CHALLENGES}`).toBeLessThanOrEqual(MAX_SOLVED);
  }, 900_000);
});

const tesseract = await hasTesseract();
// In CI the OCR pass must run: .ci/run installs tesseract-ocr.
if (!tesseract && process.env.CI) throw new Error('tesseract is not installed (apt-get install tesseract-ocr); the captcha OCR test cannot be skipped in CI');

describe.skipIf(!tesseract)('the captcha against OCR (tesseract)', () => {
  it('reads most characters of plainly drawn text (the OCR works)', async () => {
    const answers = await solveByOcr(PLAIN_TEXTS.map(drawPlainText));
    expect(rightCharacters(answers)).toBeGreaterThanOrEqual(PLAIN_CHARACTERS * 0.7);
  }, 120_000);

  it(`reads at most ${MAX_SOLVED} of ${CHALLENGES} captchas`, async () => {
    const solved = solvedCount(await solveByOcr(images));
    expect(solved, `OCR solved ${solved} of ${CHALLENGES}`).toBeLessThanOrEqual(MAX_SOLVED);
  }, 600_000);
});
