import type { PaperSeed } from './types';

/** SEE (Class 10) papers: Science and Mathematics 2023-2024, Optional Mathematics 2024. */
export const PAPERS_10: PaperSeed[] = [
  {
    class: '10',
    subject: 'science',
    year: 2023,
    examBoard: 'SEE',
    downloads: 633,
    questions: [
      {
        unit: 'Force and Gravitation',
        marks: 5,
        text: "State Newton's law of gravitation. Write its mathematical form and define the universal gravitational constant.",
        solution:
          'Every body attracts every other body with a force proportional to the product of their masses and inversely proportional to the square of the distance between their centres: F = G m1 m2 / d². G is the force between two 1 kg masses 1 m apart; G = 6.67 × 10^-11 N m² kg^-2.',
      },
      {
        unit: 'Light',
        marks: 5,
        text: 'Draw a ray diagram to show the image formed by a convex lens when the object is placed between F and 2F. Write the nature of the image.',
      },
      {
        unit: 'Current Electricity and Magnetism',
        marks: 5,
        text: 'A 1000 W heater is used for 2 hours a day. How many units of electricity does it use in 30 days? Find the cost at Rs. 10 per unit.',
      },
      { unit: 'Classification of Elements', marks: 5, text: "What is the modern periodic law? Write two differences between Mendeleev's and the modern periodic table." },
      { unit: 'Heredity', marks: 4, text: "Define heredity. Explain Mendel's monohybrid cross with a checkerboard." },
      { unit: 'Environment and Pollution', marks: 4, text: 'What is the greenhouse effect? Write any two ways to reduce it.' },
    ],
  },
  {
    class: '10',
    subject: 'science',
    year: 2024,
    examBoard: 'SEE',
    isPremium: true,
    withSolutions: true,
    downloads: 287,
    questions: [
      {
        unit: 'Force and Gravitation',
        marks: 5,
        text: "State Newton's universal law of gravitation and write its mathematical form. Define the universal gravitational constant.",
        solution:
          'The gravitational force between two bodies is directly proportional to the product of their masses and inversely proportional to the square of the distance between their centres: F = G m1 m2 / d². The universal gravitational constant G is the force of attraction between two bodies of 1 kg each placed 1 m apart; its value is 6.67 × 10^-11 N m² kg^-2.',
      },
      {
        unit: 'Light',
        marks: 5,
        text: 'Draw a ray diagram showing the image formed by a convex lens when the object is placed between F and 2F, and write the nature of the image.',
        solution:
          'A ray parallel to the axis refracts through the focus on the other side; a ray through the optical centre goes straight on. They meet beyond 2F. Image: beyond 2F on the other side, real, inverted and magnified.',
      },
      {
        unit: 'Pressure',
        marks: 5,
        text: "State Pascal's law. Write two of its applications.",
        solution:
          'Pressure applied to an enclosed liquid is transmitted equally in all directions. Applications: hydraulic press and hydraulic lift, hydraulic brakes of vehicles.',
      },
      {
        unit: 'Force and Gravitation',
        marks: 5,
        text: 'Calculate the weight of a person of mass 60 kg on the moon, where the acceleration due to gravity is 1.6 m/s².',
        solution: 'W = mg = 60 × 1.6 = 96 N. (On the earth the same person weighs 60 × 9.8 = 588 N.)',
      },
      {
        unit: 'Environment and Pollution',
        marks: 4,
        text: 'What is the greenhouse effect? Write any two ways to control it.',
        solution:
          'Gases such as carbon dioxide and methane trap the heat radiated by the earth and warm the atmosphere. To control it: burn less fossil fuel (use hydroelectricity, solar energy, public transport) and plant trees / stop deforestation.',
      },
      {
        unit: 'Carbon and its Compounds',
        marks: 4,
        text: 'What are hydrocarbons? Write the structural formulae of methane and ethane.',
        solution: 'Compounds made only of carbon and hydrogen. Methane CH4: one carbon joined to four hydrogens. Ethane C2H6: H3C–CH3, two carbons joined by a single bond, each with three hydrogens.',
      },
    ],
  },
  {
    class: '10',
    subject: 'mathematics',
    year: 2023,
    examBoard: 'SEE',
    downloads: 702,
    questions: [
      {
        unit: 'Compound Interest',
        marks: 5,
        text: 'Find the compound interest on Rs. 20,000 for 2 years at 10% per annum compounded yearly.',
        solution: 'A = 20000 × (1 + 10/100)² = 20000 × 1.21 = Rs. 24,200. CI = 24,200 − 20,000 = Rs. 4,200.',
      },
      {
        unit: 'Sets',
        marks: 5,
        text: 'In a survey of 100 students, 60 like football, 45 like cricket and 20 like both games. Find how many like neither game and show it in a Venn diagram.',
        solution: 'n(F U C) = 60 + 45 − 20 = 85. Neither = 100 − 85 = 15. Football only 40, cricket only 25, both 20, neither 15.',
      },
      { unit: 'Population Growth and Depreciation', marks: 5, text: 'The population of a village is 10,000 and it grows at 2% per year. Find the population after 2 years.' },
      { unit: 'Mensuration', marks: 5, text: 'Find the total surface area and the volume of a cone of radius 7 cm and height 24 cm.' },
      { unit: 'Quadratic Equations', marks: 4, text: 'Solve: x² − 5x + 6 = 0.' },
      { unit: 'Probability', marks: 4, text: 'A die is thrown once. Find the probability of getting a number greater than 4.' },
    ],
  },
  {
    class: '10',
    subject: 'mathematics',
    year: 2024,
    examBoard: 'SEE',
    withSolutions: true,
    downloads: 815,
    questions: [
      {
        unit: 'Compound Interest',
        marks: 5,
        text: 'Find the compound interest on Rs. 15,000 for 2 years at 12% per annum compounded yearly.',
        solution: 'A = 15000 × (1.12)² = 15000 × 1.2544 = Rs. 18,816. CI = 18,816 − 15,000 = Rs. 3,816.',
      },
      {
        unit: 'Sets',
        marks: 5,
        text: 'In a survey of 100 students, 65 like football, 40 like cricket and 25 like both games. Find how many like neither game and show it in a Venn diagram.',
        solution: 'n(F U C) = 65 + 40 − 25 = 80. Neither = 100 − 80 = 20. Football only 40, cricket only 15, both 25, neither 20.',
      },
      {
        unit: 'Population Growth and Depreciation',
        marks: 5,
        text: 'A motorcycle bought for Rs. 2,00,000 depreciates by 10% per year. Find its value after 2 years.',
        solution: 'V = 2,00,000 × (1 − 10/100)² = 2,00,000 × 0.81 = Rs. 1,62,000.',
      },
      {
        unit: 'Mensuration',
        marks: 5,
        text: 'Find the volume of a cylinder of radius 7 cm and height 10 cm.',
        solution: 'V = πr²h = 22/7 × 49 × 10 = 1540 cm³.',
      },
      {
        unit: 'Quadratic Equations',
        marks: 4,
        text: 'Solve the quadratic equation x² − 7x + 12 = 0.',
        solution: 'x² − 7x + 12 = (x − 3)(x − 4) = 0, so x = 3 or x = 4.',
      },
      {
        unit: 'Probability',
        marks: 4,
        text: 'Two coins are tossed together. Find the probability of getting at least one head.',
        solution: 'S = {HH, HT, TH, TT}; at least one head in 3 outcomes, so P = 3/4.',
      },
    ],
  },
  {
    class: '10',
    subject: 'optional-math',
    year: 2024,
    examBoard: 'SEE',
    isPremium: true,
    withSolutions: true,
    downloads: 244,
    questions: [
      {
        unit: 'Matrices',
        marks: 5,
        text: 'If A = [2 3; 1 −1], find the inverse of A and verify that A A^-1 = I.',
        solution: '|A| = 2(−1) − 3(1) = −5. adj A = [−1 −3; −1 2]. A^-1 = (1/−5)[−1 −3; −1 2] = [1/5 3/5; 1/5 −2/5]. A A^-1 = [2/5 + 3/5, 6/5 − 6/5; 1/5 − 1/5, 3/5 + 2/5] = [1 0; 0 1] = I.',
      },
      {
        unit: 'Coordinate Geometry',
        marks: 5,
        text: 'Find the acute angle between the lines 3x − y + 1 = 0 and x − 2y + 4 = 0.',
        solution: 'Slopes m1 = 3 and m2 = 1/2. tan θ = |(m1 − m2)/(1 + m1m2)| = |(3 − 1/2)/(1 + 3/2)| = (5/2)/(5/2) = 1, so θ = 45°.',
      },
      {
        unit: 'Trigonometry',
        marks: 5,
        text: 'Prove that sin 3A = 3 sin A − 4 sin³A.',
        solution:
          'sin 3A = sin(2A + A) = sin 2A cos A + cos 2A sin A = 2 sin A cos²A + (1 − 2 sin²A) sin A = 2 sin A (1 − sin²A) + sin A − 2 sin³A = 3 sin A − 4 sin³A.',
      },
      {
        unit: 'Vectors',
        marks: 5,
        text: 'If a = (3, 4) and b = (4, −3), show that a and b are perpendicular.',
        solution: 'a · b = 3 × 4 + 4 × (−3) = 12 − 12 = 0. The scalar product is zero, so the vectors are perpendicular.',
      },
      {
        unit: 'Transformation',
        marks: 4,
        text: 'Find the image of the point (2, 3) under reflection in the line y = x followed by a rotation of +90° about the origin.',
        solution: 'Reflection in y = x: (2, 3) → (3, 2). Rotation through +90° about the origin: (x, y) → (−y, x), so (3, 2) → (−2, 3).',
      },
    ],
  },
];
