import type { NoteSeed } from './types';

const r = String.raw;

/** Class 12 management notes: Economics, Accounting, Business Studies (NEB syllabus). */
export const NOTES_12_MANAGEMENT: NoteSeed[] = [
  {
    class: '12',
    subject: 'economics',
    unit: 'Elasticity',
    title: 'Price Elasticity of Demand',
    description: 'Meaning, degrees and measurement of price elasticity of demand: the percentage, total outlay and point methods.',
    topics: ['Price elasticity', 'Degrees of elasticity', 'Percentage method', 'Total outlay method', 'Point method', 'Determinants'],
    difficulty: 'Medium',
    rating: 4.6,
    downloads: 233,
    ageDays: 90,
    content: r`# Price Elasticity of Demand

Price elasticity of demand measures how strongly the quantity demanded responds to a change in the good's own price.

$$e_p = \frac{\text{percentage change in quantity demanded}}{\text{percentage change in price}} = \frac{\Delta Q}{\Delta P}\times\frac{P}{Q}$$

Because demand usually falls when price rises, $e_p$ is negative; its numerical value is used.

## Degrees of elasticity

| Value | Name | Example |
| --- | --- | --- |
| $e_p = 0$ | perfectly inelastic | life-saving medicine |
| $e_p < 1$ | relatively inelastic | salt, rice |
| $e_p = 1$ | unitary elastic | |
| $e_p > 1$ | relatively elastic | luxury goods |
| $e_p = \infty$ | perfectly elastic | a firm in perfect competition |

## Methods of measurement

1. **Percentage (proportional) method:** the formula above.
2. **Total outlay (expenditure) method:** if total spending rises when price falls, $e_p > 1$; if it stays the same, $e_p = 1$; if it falls, $e_p < 1$.
3. **Point method:** on a straight-line demand curve, $e_p = \frac{\text{lower segment}}{\text{upper segment}}$ at that point.

## Determinants

Availability of substitutes, the nature of the good (necessity or luxury), the share of income spent on it, the number of uses, and the time period.

## Worked example

When the price of a pen falls from Rs. 20 to Rs. 15, demand rises from 100 to 150 pens.

1. $\Delta Q = 50$, $\Delta P = -5$
2. $e_p = \frac{50}{-5}\times\frac{20}{100} = -2$

The numerical value 2 is greater than 1: demand is relatively elastic. Check with total outlay: spending rises from Rs. 2000 to Rs. 2250 as price falls, which also shows $e_p > 1$.`,
  },
  {
    class: '12',
    subject: 'economics',
    unit: 'National Income',
    title: 'Measuring National Income',
    description: 'GDP, GNP, NNP and national income, and the product, income and expenditure methods of measuring them.',
    topics: ['GDP and GNP', 'NNP at factor cost', 'Product method', 'Income method', 'Expenditure method', 'Per capita income'],
    difficulty: 'Medium',
    isPremium: true,
    rating: 4.5,
    downloads: 158,
    ageDays: 35,
    content: r`# Measuring National Income

## Key aggregates

- **GDP** (gross domestic product): market value of all final goods and services produced within the country in a year.
- **GNP** $= \text{GDP} + \text{net factor income from abroad}$ (for Nepal, remittances of wages earned abroad matter here).
- **NNP** $= \text{GNP} - \text{depreciation}$
- **National income** (NNP at factor cost) $= \text{NNP at market price} - \text{indirect taxes} + \text{subsidies}$
- **Per capita income** $= \frac{\text{national income}}{\text{population}}$

## Three methods

**1. Product (value added) method.** Add the value added by each sector (agriculture, industry, services): value of output minus intermediate consumption. Counting only value added avoids double counting.

**2. Income method.** Add the factor incomes earned in production: rent + wages + interest + profit (plus mixed income of the self-employed).

**3. Expenditure method.**

$$\text{GDP} = C + I + G + (X - M)$$

consumption, investment, government spending and net exports.

All three give the same total, because every rupee spent on output is a rupee of income to someone.

## Difficulties in Nepal

A large non-monetised (subsistence) sector, the informal economy, lack of reliable data and double counting.

## Worked example

C = 900, I = 250, G = 200, X = 150, M = 300, depreciation = 50, net factor income from abroad = 100, indirect taxes − subsidies = 80 (Rs. billion).

1. GDP at market price $= 900 + 250 + 200 + (150 - 300) = 1200$
2. GNP $= 1200 + 100 = 1300$; NNP at market price $= 1300 - 50 = 1250$
3. National income $= 1250 - 80 = 1170$`,
  },
  {
    class: '12',
    subject: 'accounting',
    unit: 'Ratio Analysis',
    title: 'Liquidity and Profitability Ratios',
    description: 'How to compute and read the current ratio, quick ratio, gross and net profit ratios and return on capital employed.',
    topics: ['Current ratio', 'Quick ratio', 'Gross profit ratio', 'Net profit ratio', 'Return on capital employed'],
    difficulty: 'Easy',
    pdf: true,
    rating: 4.4,
    downloads: 176,
    ageDays: 65,
    content: r`# Liquidity and Profitability Ratios

Ratio analysis compares two figures from the financial statements to judge a firm's position.

## Liquidity ratios

**Current ratio**

$$\text{Current ratio} = \frac{\text{current assets}}{\text{current liabilities}}$$

The ideal is usually taken as 2 : 1.

**Quick (acid-test) ratio**

$$\text{Quick ratio} = \frac{\text{current assets} - \text{inventory} - \text{prepaid expenses}}{\text{current liabilities}}$$

The ideal is 1 : 1. Inventory is left out because it takes time to turn into cash.

## Profitability ratios

- Gross profit ratio $= \frac{\text{gross profit}}{\text{net sales}}\times 100$
- Net profit ratio $= \frac{\text{net profit}}{\text{net sales}}\times 100$
- Return on capital employed $= \frac{\text{net profit before interest and tax}}{\text{capital employed}}\times 100$

## Worked example

Current assets Rs. 4,00,000 (including inventory Rs. 1,50,000 and prepaid expenses Rs. 10,000); current liabilities Rs. 2,00,000. Sales Rs. 10,00,000; gross profit Rs. 2,50,000; net profit Rs. 1,00,000.

1. Current ratio $= \frac{4{,}00{,}000}{2{,}00{,}000} = 2 : 1$
2. Quick ratio $= \frac{4{,}00{,}000 - 1{,}50{,}000 - 10{,}000}{2{,}00{,}000} = 1.2 : 1$
3. Gross profit ratio $= 25\%$; net profit ratio $= 10\%$

Both liquidity ratios are at or above the usual ideals, so the firm can meet its short-term debts.`,
  },
  {
    class: '12',
    subject: 'business-studies',
    unit: 'Marketing',
    title: 'Marketing Mix: The Four Ps',
    description: 'Product, price, place and promotion, with examples from Nepali businesses.',
    topics: ['Marketing concept', 'Product', 'Price', 'Place', 'Promotion'],
    difficulty: 'Easy',
    rating: 4.2,
    downloads: 121,
    ageDays: 50,
    content: r`# Marketing Mix: The Four Ps

Marketing is the process of finding out what customers need and satisfying those needs at a profit. The **marketing mix** is the set of controllable tools a firm combines to reach its target market.

## 1. Product

What is offered: its quality, design, features, brand name, packaging and after-sales service. A tea company in Ilam, for example, can sell loose orthodox tea to exporters and branded tea bags to city supermarkets.

## 2. Price

What the customer pays. Pricing methods include cost-plus pricing, competitive pricing, penetration pricing (low price to enter a market) and skimming (high price for a new product). Discounts and credit terms are part of price.

## 3. Place (distribution)

How the product reaches customers: channels (manufacturer → wholesaler → retailer → consumer), transport, warehousing and inventory. In Nepal's hills, distribution costs can be a large part of the final price.

## 4. Promotion

How customers learn about the product: advertising (radio, television, social media), personal selling, sales promotion (free samples, offers during Dashain and Tihar) and publicity.

## Extended mix for services

For services, three more Ps are added: **people**, **process** and **physical evidence**.

## Summary

| P | Key decision |
| --- | --- |
| Product | what to sell |
| Price | how much to charge |
| Place | where and how to sell |
| Promotion | how to communicate |`,
  },
];
