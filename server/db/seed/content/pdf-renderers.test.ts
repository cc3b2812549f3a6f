import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text';
import { readDemoPapers } from './data-files';
import { demoPdfName, demoPdfs } from './pdf-renderers';

const directory = mkdtempSync(path.join(tmpdir(), 'pariksha-demo-pdfs-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const paper = readDemoPapers().find((item) => item.withSolutions)!;

describe('the demo PDFs a first start stores', () => {
  it('are the build’s printed copies when it made them, with their page counts', async () => {
    const name = demoPdfName.paper(paper);
    mkdirSync(path.dirname(path.join(directory, name)), { recursive: true });
    writeFileSync(path.join(directory, name), 'the build printed this');
    writeFileSync(path.join(directory, 'pages.json'), JSON.stringify({ [name]: 3 }));
    expect(await demoPdfs(directory)(name)).toEqual({ bytes: Buffer.from('the build printed this'), pages: 3 });
  });

  it('are printed at seeding when the build made none (running from the sources)', async () => {
    const solution = await demoPdfs(undefined)(demoPdfName.solution(paper));
    expect(solution.pages).toBeGreaterThan(0);
    expect(await pdfText(solution.bytes)).toContain('Model answers');
    await expect(demoPdfs(undefined)('notes/no-such-note.pdf')).rejects.toThrow(/No demo PDF named/);
  });
});
