import { describe, expect, it } from 'vitest';
import { parseAiken, parseMcqCsv, readCsvRecords } from './mcq-import-formats';

describe('parseAiken', () => {
  it('reads Moodle’s Aiken format, with "A." or "A)" options and questions over several lines', () => {
    const text = [
      'What is the SI unit of force?',
      'A. Joule',
      'B. Newton',
      'C) Watt',
      'D) Pascal',
      'ANSWER: B',
      '',
      '',
      'Which gas do plants take in',
      'for photosynthesis?',
      'A. Oxygen',
      'B. Nitrogen',
      'C. Carbon dioxide',
      'D. Helium',
      'answer: c',
    ].join('\r\n');
    expect(parseAiken(text)).toEqual({
      problems: [],
      questions: [
        { line: 1, question: 'What is the SI unit of force?', options: { A: 'Joule', B: 'Newton', C: 'Watt', D: 'Pascal' }, correctAnswer: 'B' },
        { line: 9, question: 'Which gas do plants take in\nfor photosynthesis?', options: { A: 'Oxygen', B: 'Nitrogen', C: 'Carbon dioxide', D: 'Helium' }, correctAnswer: 'C' },
      ],
    });
  });

  it('reads our lines after the answer: explanation, unit, topics, difficulty, premium', () => {
    const text = ['$2+2$ is', 'A. 3', 'B. 4', 'C. 5', 'D. 22', 'ANSWER: B', 'PREMIUM: yes', 'EXPLANATION: Count: $2+2=4$.', 'UNIT: Sets', 'TOPICS: Addition; Arithmetic ;', 'DIFFICULTY: easy'].join('\n');
    expect(parseAiken(text).questions[0]).toEqual({
      line: 1,
      question: '$2+2$ is',
      options: { A: '3', B: '4', C: '5', D: '22' },
      correctAnswer: 'B',
      explanation: 'Count: $2+2=4$.',
      unit: 'Sets',
      topics: ['Addition', 'Arithmetic'],
      difficulty: 'Easy',
      isPremium: true,
    });
  });

  it('names the line of each malformed question and keeps reading the others', () => {
    const text = [
      'Good question?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: A', '',
      'Three options only?', 'A. a', 'B. b', 'C. c', 'ANSWER: A', '',
      'Out of order?', 'A. a', 'C. c', 'B. b', 'D. d', 'ANSWER: A', '',
      'No answer?', 'A. a', 'B. b', 'C. c', 'D. d', '',
      'A. an option first', 'B. b', '',
      'Extra line?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: A', 'Something else', '',
      'Twice?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: A', 'UNIT: x', 'UNIT: y', '',
      'Premium?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: A', 'PREMIUM: maybe',
    ].join('\n');
    const result = parseAiken(text);
    expect(result.questions.map((question) => question.question)).toEqual(['Good question?']);
    expect(result.problems).toEqual([
      { line: 12, message: 'expected option D (a question has four options, A to D)' },
      { line: 16, message: 'expected option B, found C (a question has four options, A to D, in order)' },
      { line: 25, message: 'expected "ANSWER: " and the letter of the right option' },
      { line: 27, message: 'the question text is missing (a question comes before its options)' },
      { line: 36, message: 'unexpected line after the answer (leave a blank line between questions)' },
      { line: 45, message: 'UNIT is given twice' },
      { line: 53, message: 'PREMIUM is yes or no' },
    ]);
  });
});

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and the line each record starts on', () => {
    expect(readCsvRecords('a,b\n"x, y","say ""hi"""\n"two\nlines",z\r\n\n')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 3, cells: ['two\nlines', 'z'] },
    ]);
    expect(readCsvRecords('a\n"never closed')).toEqual({ line: 2, message: 'a quoted field is never closed' });
  });

  it('maps the documented header in any order and leaves blank columns to the batch', () => {
    const text = 'Answer,question,option_a,option_b,option_c,option_d,subject,unit,topics,premium,difficulty,class,explanation\n' + 'b,"Which is a vector, $\\vec v$ or $m$?",mass,velocity,time,energy,physics,Vectors,Motion;Vectors,no,HARD,12,\n';
    expect(parseMcqCsv(text)).toEqual({
      problems: [],
      questions: [
        {
          line: 2,
          question: 'Which is a vector, $\\vec v$ or $m$?',
          options: { A: 'mass', B: 'velocity', C: 'time', D: 'energy' },
          correctAnswer: 'B',
          explanation: undefined,
          class: '12',
          subject: 'physics',
          unit: 'Vectors',
          difficulty: 'Hard',
          topics: ['Motion', 'Vectors'],
          isPremium: false,
        },
      ],
    });
  });

  it('refuses an unknown or missing column, and names rows with the wrong number of fields', () => {
    expect(parseMcqCsv('question,option_a,option_b,option_c,option_d,answer,colour\n').problems[0]!.message).toMatch(/^unknown column "colour"/);
    expect(parseMcqCsv('question,option_a,option_b\n').problems).toEqual([{ line: 1, message: 'the header needs the columns option_c, option_d, answer' }]);
    const rows = parseMcqCsv('question,option_a,option_b,option_c,option_d,answer\nq,a,b,c,d,A\nq2,a,b,c,A\nq3,a,b,c,d,A,extra\n');
    expect(rows.questions).toHaveLength(1);
    expect(rows.problems).toEqual([
      { line: 3, message: 'expected 6 fields, found 5' },
      { line: 4, message: 'expected 6 fields, found 7' },
    ]);
  });
});
