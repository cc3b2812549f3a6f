import type { SeedMcqSet } from './types';

/** Class 12 Economics (management faculty). */
export const ECONOMICS_12: SeedMcqSet = {
  class: '12',
  subject: 'economics',
  mcqs: [
    {
      unit: 'Demand and Supply',
      difficulty: 'Easy',
      topics: ['Law of demand'],
      question: 'Other things remaining the same, the law of demand states that when the price of a good rises, the quantity demanded',
      options: ['rises', 'falls', 'stays the same', 'first rises, then falls'],
      answer: 'B',
      explanation: 'Price and quantity demanded are inversely related (ceteris paribus), which gives the downward-sloping demand curve.',
    },
    {
      unit: 'Elasticity',
      difficulty: 'Medium',
      topics: ['Price elasticity of demand'],
      question: 'The price of a good rises by 10 % and its quantity demanded falls by 20 %. The price elasticity of demand is',
      options: ['0.5 (inelastic)', '1 (unitary)', '2 (elastic)', '0 (perfectly inelastic)'],
      answer: 'C',
      explanation: '$e_p = \\frac{\\%\\Delta Q}{\\%\\Delta P} = \\frac{20}{10} = 2$ (ignoring the sign), greater than 1: elastic.',
    },
    {
      unit: 'National Income',
      difficulty: 'Medium',
      topics: ['National income aggregates'],
      question: 'Net National Product (NNP) at market price equals',
      options: ['GNP minus depreciation', 'GDP plus depreciation', 'GNP plus indirect taxes', 'GDP minus net factor income from abroad'],
      answer: 'A',
      explanation: 'NNP = GNP − depreciation (consumption of fixed capital). Subtracting net indirect taxes further gives NNP at factor cost, the national income.',
    },
    {
      unit: 'Money and Banking',
      difficulty: 'Easy',
      topics: ['Central bank'],
      question: 'The central bank of Nepal is',
      options: ['Nepal Bank Limited', 'Nepal Rastra Bank', 'Rastriya Banijya Bank', 'Agricultural Development Bank'],
      answer: 'B',
      explanation: 'Nepal Rastra Bank, established in 2013 BS (1956), issues the currency and conducts monetary policy. Nepal Bank Limited (1994 BS) is the oldest commercial bank.',
    },
  ],
};
