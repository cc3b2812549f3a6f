import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readInNepali } from '@/test/language';
import { ExamDateField } from './exam-date-field';

afterEach(() => vi.useRealTimers());

/** The field in a form of one value, as react-hook-form's Controller gives it; `changes` records what the form receives. */
function renderField(initial = '') {
  const changes: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="date">Exam Date</label>
        <ExamDateField id="date" value={value} onChange={(day) => (changes.push(day), setValue(day))} invalid={false} />
        <button type="button" onClick={() => setValue('')}>
          Reset
        </button>
      </>
    );
  }
  render(<Form />);
  return changes;
}

const group = () => screen.getByRole('group', { name: 'परीक्षा मिति' });
const choose = (name: string, option: string) => userEvent.selectOptions(within(group()).getByRole('combobox', { name }), option);
const optionsOf = (name: string) => within(within(group()).getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);

describe('ExamDateField', () => {
  it('gives English readers the browser’s date input, with no day before today', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z'), toFake: ['Date'] });
    const changes = renderField();
    const input = screen.getByLabelText('Exam Date');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('min')).toBe('2026-11-22');
    await userEvent.type(input, '2027-03-01');
    expect(changes.at(-1)).toBe('2027-03-01');
  });

  it('lets a Nepali reader pick a Bikram Sambat day across the new year, and sends the AD day', async () => {
    await readInNepali();
    vi.useFakeTimers({ now: new Date('2026-03-01T06:00:00Z'), toFake: ['Date'] });
    const changes = renderField();
    // From this BS year (2082) on, in Devanagari digits; months by their Nepali names.
    expect(optionsOf('वर्ष')).toEqual(['वर्ष', '२०८२', '२०८३', '२०८४', '२०८५']);
    expect(optionsOf('महिना')).toEqual(['महिना', 'वैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कात्तिक', 'मङ्सिर', 'पुस', 'माघ', 'फागुन', 'चैत']);

    // The last day of 2082 (Chaitra has 30 days that year) and the first of 2083.
    await choose('वर्ष', '२०८२');
    await choose('महिना', 'चैत');
    expect(optionsOf('गते').at(-1)).toBe('३०');
    expect(changes.at(-1)).toBe('');
    await choose('गते', '३०');
    expect(changes.at(-1)).toBe('2026-04-13');
    await choose('वर्ष', '२०८३');
    await choose('महिना', 'वैशाख');
    await choose('गते', '१');
    expect(changes.at(-1)).toBe('2026-04-14');
  });

  it('keeps the day inside a shorter month, and empties when the form resets', async () => {
    await readInNepali();
    vi.useFakeTimers({ now: new Date('2026-03-01T06:00:00Z'), toFake: ['Date'] });
    const changes = renderField();
    // Asar 2083 has 32 days; the 32nd is 16 July 2026. Shrawan has 31: the 32nd becomes the 31st.
    await choose('वर्ष', '२०८३');
    await choose('महिना', 'असार');
    expect(optionsOf('गते').at(-1)).toBe('३२');
    await choose('गते', '३२');
    expect(changes.at(-1)).toBe('2026-07-16');
    await choose('महिना', 'साउन');
    expect(optionsOf('गते').at(-1)).toBe('३१');
    expect((within(group()).getByRole('combobox', { name: 'गते' }) as HTMLSelectElement).value).toBe('31');
    expect(changes.at(-1)).toBe('2026-08-16');

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect((within(group()).getByRole('combobox', { name: 'वर्ष' }) as HTMLSelectElement).value).toBe('');
  });

  it('shows a chosen AD day as its Bikram Sambat year, month and day', async () => {
    await readInNepali();
    vi.useFakeTimers({ now: new Date('2026-11-22T06:00:00Z'), toFake: ['Date'] });
    renderField('2026-11-22');
    const value = (name: string) => (within(group()).getByRole('combobox', { name }) as HTMLSelectElement).value;
    expect([value('वर्ष'), value('महिना'), value('गते')]).toEqual(['2083', '8', '6']);
  });
});
