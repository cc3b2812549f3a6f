import type { PaperSeed } from './types';

/** NEB Grade 12 management papers: Economics and Business Studies 2023-2024, Accounting 2024. */
export const PAPERS_12_MANAGEMENT: PaperSeed[] = [
  {
    class: '12',
    subject: 'economics',
    year: 2023,
    examBoard: 'NEB',
    downloads: 214,
    questions: [
      {
        unit: 'Elasticity',
        marks: 5,
        text: 'Define price elasticity of demand. Explain its types with diagrams.',
        solution:
          'Price elasticity of demand is the ratio of the percentage change in quantity demanded to the percentage change in price. Types (degrees): perfectly elastic (e = ∞, horizontal demand curve), relatively elastic (e > 1, flat curve), unitary elastic (e = 1, rectangular hyperbola), relatively inelastic (e < 1, steep curve) and perfectly inelastic (e = 0, vertical curve).',
      },
      { unit: 'National Income', marks: 5, text: 'Explain the expenditure method of measuring national income.' },
      { unit: 'Market Structures', marks: 5, text: 'What is monopoly? Explain price and output determination under monopoly in the short run.' },
      { unit: 'Money and Banking', marks: 8, text: 'Define central bank. Explain the functions of the central bank with reference to Nepal Rastra Bank.' },
      { unit: 'Public Finance', marks: 8, text: 'What is public debt? Explain the sources of public debt in Nepal.' },
    ],
  },
  {
    class: '12',
    subject: 'economics',
    year: 2024,
    examBoard: 'NEB',
    isPremium: true,
    withSolutions: true,
    downloads: 133,
    questions: [
      {
        unit: 'Elasticity',
        marks: 5,
        text: 'Define price elasticity of demand and explain its types with suitable diagrams.',
        solution:
          'e = (% change in quantity demanded)/(% change in price). Five degrees: perfectly elastic (∞), relatively elastic (> 1), unitary (= 1), relatively inelastic (< 1) and perfectly inelastic (0); each is drawn as a demand curve from horizontal to vertical.',
      },
      {
        unit: 'National Income',
        marks: 5,
        text: 'Explain the expenditure method of measuring national income and mention its difficulties.',
        solution:
          'National income is measured as total final expenditure: GDP = C + I + G + (X − M). Subtracting depreciation and net indirect taxes and adding net factor income from abroad gives national income. Difficulties: separating final from intermediate goods, non-monetised and informal activities, and lack of reliable data.',
      },
      {
        unit: 'Elasticity',
        marks: 5,
        text: 'When the price of a commodity falls from Rs. 20 to Rs. 15, its quantity demanded rises from 100 to 150 units. Calculate the price elasticity of demand.',
        solution: 'e = (ΔQ/ΔP) × (P/Q) = (50/−5) × (20/100) = −2. Numerically 2 > 1, so demand is relatively elastic.',
      },
      {
        unit: 'Money and Banking',
        marks: 8,
        text: 'Explain the functions of the central bank with reference to Nepal Rastra Bank.',
        solution:
          'Nepal Rastra Bank issues currency notes, acts as banker, agent and adviser to the government, is the bankers’ bank and lender of last resort, controls credit through the bank rate, open market operations and reserve ratios, manages foreign exchange reserves, and licenses and supervises banks and financial institutions.',
      },
      {
        unit: 'Economic Development and Planning',
        marks: 8,
        text: 'What is economic planning? Explain the need for economic planning in Nepal.',
        solution:
          'Economic planning is the deliberate direction of economic activity by a central authority towards stated goals over a fixed period. Nepal needs it to mobilise scarce capital, build infrastructure, reduce poverty and inequality, create employment, and balance regional development; Nepal has followed periodic plans since 2013 BS (1956 AD).',
      },
    ],
  },
  {
    class: '12',
    subject: 'accounting',
    year: 2024,
    examBoard: 'NEB',
    withSolutions: true,
    downloads: 162,
    questions: [
      {
        unit: 'Ratio Analysis',
        marks: 5,
        text: 'Current assets are Rs. 4,00,000 (including inventory Rs. 1,50,000 and prepaid expenses Rs. 10,000) and current liabilities are Rs. 2,00,000. Calculate the current ratio and the quick ratio.',
        solution: 'Current ratio = 4,00,000 / 2,00,000 = 2 : 1. Quick assets = 4,00,000 − 1,50,000 − 10,000 = 2,40,000. Quick ratio = 2,40,000 / 2,00,000 = 1.2 : 1.',
      },
      {
        unit: 'Cash Flow Statement',
        marks: 5,
        text: 'What is a cash flow statement? Distinguish between operating, investing and financing activities.',
        solution:
          'A statement of the inflows and outflows of cash and cash equivalents during a period. Operating activities: the main revenue-earning activities (cash from customers, payments to suppliers and employees). Investing activities: buying and selling long-term assets and investments. Financing activities: changes in owners’ capital and borrowings (issue of shares, loans, dividends paid).',
      },
      {
        unit: 'Partnership Accounts',
        marks: 5,
        text: 'A and B share profits in the ratio 3 : 2. C is admitted for a 1/5 share and brings Rs. 20,000 as his share of goodwill. Distribute the goodwill between A and B.',
        solution: 'With no new ratio given, A and B sacrifice in their old ratio 3 : 2. A gets 20,000 × 3/5 = Rs. 12,000 and B gets 20,000 × 2/5 = Rs. 8,000 (credited to their capital accounts).',
      },
      {
        unit: 'Company Accounts',
        marks: 8,
        text: 'Distinguish between shares and debentures.',
        solution:
          'A share is a unit of ownership capital; a debenture is an acknowledgement of a debt. Shareholders are owners and receive dividends that depend on profit; debenture holders are creditors and receive fixed interest whether or not there is profit. Shareholders have voting rights; debenture holders do not. On winding up, debentures are repaid before shares.',
      },
    ],
  },
  {
    class: '12',
    subject: 'business-studies',
    year: 2023,
    examBoard: 'NEB',
    downloads: 187,
    questions: [
      {
        unit: 'Marketing',
        marks: 5,
        text: 'What is marketing mix? Explain its elements.',
        solution:
          'The marketing mix is the set of controllable tools a firm combines to satisfy its target market: the four Ps. Product (quality, design, brand, packaging, after-sales service); price (pricing method, discounts, credit terms); place (channels of distribution, transport, warehousing); promotion (advertising, personal selling, sales promotion and publicity).',
      },
      { unit: 'Entrepreneurship', marks: 5, text: 'Who is an entrepreneur? Explain the qualities of a successful entrepreneur.' },
      {
        unit: 'Financial Management',
        marks: 5,
        text: 'What is working capital? Explain the factors affecting the working capital requirement of a business.',
        solution:
          'Working capital is the capital needed for day-to-day operations. Gross working capital is the total of current assets; net working capital = current assets − current liabilities. Factors: nature and size of the business (a trading firm needs more than a public utility), length of the production cycle, credit policy for sales and purchases, seasonal demand, growth and expansion, the business cycle, and operating efficiency.',
      },
      { unit: 'Business Environment', marks: 5, text: 'What is business environment? Explain its components.' },
      { unit: 'Management Functions', marks: 8, text: 'Explain the functions of management.' },
      {
        unit: 'Business Ethics and Social Responsibility',
        marks: 8,
        text: 'What is social responsibility of business? Explain the responsibilities of business towards different interest groups.',
      },
    ],
  },
  {
    class: '12',
    subject: 'business-studies',
    year: 2024,
    examBoard: 'NEB',
    isPremium: true,
    withSolutions: true,
    downloads: 104,
    questions: [
      {
        unit: 'Marketing',
        marks: 5,
        text: 'Define marketing mix and explain its four elements.',
        solution:
          'The marketing mix is the combination of controllable variables that a firm uses to get the response it wants from its target market. Product: what is offered, with its quality, features, brand and packaging. Price: what the customer pays, including discounts and credit. Place: how the product reaches the customer through channels, transport and storage. Promotion: how customers are informed and persuaded through advertising, personal selling, sales promotion and publicity.',
      },
      {
        unit: 'Entrepreneurship',
        marks: 5,
        text: 'Define entrepreneur. Describe the qualities of a successful entrepreneur.',
        solution:
          'An entrepreneur is a person who sees a business opportunity, organises the resources (land, labour and capital) to start an enterprise and bears its risk in the hope of profit. Qualities: initiative and self-confidence, willingness to take calculated risks, creativity and innovation, hard work and persistence, leadership and decision-making, ability to organise resources, and honesty in dealing with customers and partners.',
      },
      {
        unit: 'Financial Management',
        marks: 5,
        text: 'Explain the factors that affect the working capital requirement of a business.',
        solution:
          'Nature of business (trading firms need more working capital than utilities); size of the business; length of the production or operating cycle; credit allowed to customers and credit received from suppliers; seasonal variation in demand and supply of raw materials; growth and expansion plans; boom or depression in the business cycle; and efficiency in managing stock, debtors and cash.',
      },
      {
        unit: 'Business Environment',
        marks: 5,
        text: 'Distinguish between the internal and the external environment of business.',
        solution:
          'The internal environment is made up of factors inside the firm that management can control: objectives, policies, organisation structure, human resources, finance and technology used. The external environment is made up of forces outside the firm that it cannot control but must adapt to: economic, political and legal, socio-cultural, technological and natural forces, and competitors, customers and suppliers.',
      },
      {
        unit: 'Management Functions',
        marks: 8,
        text: 'Explain the principles of management given by Henri Fayol.',
        solution:
          'Henri Fayol gave 14 principles in Administration Industrielle et Générale (1916): division of work; authority and responsibility; discipline; unity of command (one boss for each employee); unity of direction (one plan for one objective); subordination of individual interest to the general interest; fair remuneration; the right degree of centralisation; scalar chain (a line of authority from top to bottom); order; equity; stability of tenure of personnel; initiative; and esprit de corps (team spirit).',
      },
      {
        unit: 'Business Ethics and Social Responsibility',
        marks: 8,
        text: 'Define social responsibility of business and explain its responsibilities towards different interest groups.',
        solution:
          'Social responsibility is the obligation of a business to act in ways that benefit society as well as its owners. Towards owners: a fair return and safety of investment. Employees: fair wages, safe working conditions, training and social security. Consumers: quality goods at fair prices, honest advertising and after-sales service. Government: paying taxes and obeying laws. Community: protecting the environment, creating jobs and supporting local development.',
      },
    ],
  },
];
