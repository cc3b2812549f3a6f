import type { PaperSeed } from './types';

/** SEE (Class 10) papers: Science, Mathematics, English and Social Studies 2023-2024, Optional Mathematics 2024. */
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
  {
    class: '10',
    subject: 'english',
    year: 2023,
    examBoard: 'SEE',
    downloads: 566,
    questions: [
      {
        unit: 'Reading Comprehension',
        marks: 5,
        text: 'Read the passage and answer the questions. “Mount Everest, called Sagarmatha in Nepal, is the highest peak in the world. In December 2020 Nepal and China jointly announced its height as 8,848.86 metres. Tenzing Norgay Sherpa and Edmund Hillary of New Zealand were the first people to reach its summit, on 29 May 1953.” (a) What is Mount Everest called in Nepal? (b) What is its height? (c) Which two countries announced the height? (d) Who first reached the summit? (e) When did they reach it?',
        solution:
          '(a) Sagarmatha. (b) 8,848.86 metres. (c) Nepal and China. (d) Tenzing Norgay Sherpa and Edmund Hillary. (e) On 29 May 1953.',
      },
      {
        unit: 'Grammar',
        marks: 5,
        text: 'Change into passive voice: (a) Ram wrote a letter. (b) They are building a new bridge. (c) She has cleaned the room. (d) Who broke the window? (e) Open the door.',
        solution:
          '(a) A letter was written by Ram. (b) A new bridge is being built by them. (c) The room has been cleaned by her. (d) By whom was the window broken? (e) Let the door be opened.',
      },
      {
        unit: 'Vocabulary',
        marks: 5,
        text: 'Give the opposites of: (a) honest (b) permanent (c) expand (d) generous (e) import',
        solution: '(a) dishonest (b) temporary (c) contract (d) mean / stingy (e) export',
      },
      { unit: 'Writing Skills', marks: 5, text: 'Write a letter to your friend describing how you celebrated Dashain this year.' },
      { unit: 'Writing Skills', marks: 8, text: 'Write an essay on “The Importance of Education” in about 200 words.' },
    ],
  },
  {
    class: '10',
    subject: 'english',
    year: 2024,
    examBoard: 'SEE',
    withSolutions: true,
    downloads: 431,
    questions: [
      {
        unit: 'Reading Comprehension',
        marks: 5,
        text: 'Read the passage and answer the questions. “Lumbini, in Rupandehi district, is the birthplace of Siddhartha Gautama, who became the Buddha. UNESCO listed it as a World Heritage Site in 1997. The pillar set up by the emperor Ashoka, who visited in 249 BC, carries an inscription naming Lumbini as the Buddha’s birthplace.” (a) In which district is Lumbini? (b) Who was born there? (c) When did UNESCO list it as a World Heritage Site? (d) Who set up the pillar? (e) What does its inscription tell us?',
        solution:
          '(a) Rupandehi. (b) Siddhartha Gautama, who became the Buddha. (c) In 1997. (d) The emperor Ashoka. (e) It names Lumbini as the birthplace of the Buddha.',
      },
      {
        unit: 'Grammar',
        marks: 5,
        text: 'Change into passive voice: (a) Farmers grow rice. (b) Sita will sing a song. (c) The police caught the thief. (d) Did he write this poem? (e) Somebody has stolen my bag.',
        solution:
          '(a) Rice is grown by farmers. (b) A song will be sung by Sita. (c) The thief was caught by the police. (d) Was this poem written by him? (e) My bag has been stolen.',
      },
      {
        unit: 'Vocabulary',
        marks: 5,
        text: 'Give the meanings of: (a) enormous (b) fragile (c) rescue (d) vanish (e) ancient',
        solution: '(a) very large (b) easily broken (c) to save from danger (d) to disappear suddenly (e) very old',
      },
      {
        unit: 'Writing Skills',
        marks: 5,
        text: 'Write a letter to your friend describing how you celebrated Tihar this year.',
        solution:
          'Address and date at the top right; "Dear Anil,"; opening greeting and wish for his health; body: the five days of Tihar: Kag Tihar, Kukur Tihar, Gai Tihar with Laxmi Puja (lights and deusi-bhailo), Gobardhan Puja, and Bhai Tika with the sister’s tika, a garland of makhamali flowers and gifts; how the family and neighbours enjoyed it; closing: an invitation to visit next year, "Your loving friend," and name.',
      },
      {
        unit: 'Writing Skills',
        marks: 8,
        text: 'Write an essay on “The Importance of Education in Our Life” in about 200 words.',
        solution:
          'Introduction: education is the process of gaining knowledge, skills and values. Body: it helps a person get a job and earn a living, builds character and discipline, teaches rights and duties and makes good citizens, fights superstition, poverty and social evils, and is the base of a nation’s development. Many children in Nepal still leave school early because of poverty or child marriage. Conclusion: the state, parents and communities must make sure that every child receives quality education.',
      },
    ],
  },
  {
    class: '10',
    subject: 'social-studies',
    year: 2023,
    examBoard: 'SEE',
    downloads: 497,
    questions: [
      {
        unit: 'Civic Awareness',
        marks: 5,
        text: 'What are fundamental rights? Write any four fundamental rights guaranteed by the Constitution of Nepal.',
        solution:
          'Fundamental rights are the basic rights guaranteed to citizens by the constitution and protected by the courts; Part 3 of the Constitution of Nepal 2072 lists 31 of them. Examples: the right to equality, the right to education, the right to health, the right to information, and the right against untouchability and discrimination.',
      },
      { unit: 'Economic Activities', marks: 5, text: 'What is tourism? Explain its importance for the economy of Nepal.' },
      {
        unit: 'Our Past',
        marks: 8,
        text: 'Describe the People’s Movement of 2062/63 BS and its achievements.',
        solution:
          'After King Gyanendra took over power in Magh 2061 BS (February 2005), the Seven Party Alliance and the CPN (Maoist) reached a 12-point understanding (November 2005). A 19-day movement (6-24 April 2006) ended when the king restored the House of Representatives. Achievements: the House proclamation of 4 Jestha 2063 (18 May 2006) made Parliament supreme; the Comprehensive Peace Accord of 21 November 2006 ended the ten-year armed conflict; the Interim Constitution 2063 was issued; the Constituent Assembly was elected on 10 April 2008, and its first meeting declared Nepal a federal democratic republic on 15 Jestha 2065 (28 May 2008).',
      },
      { unit: 'Development', marks: 5, text: 'What is development? Write any four indicators of development.' },
      { unit: 'Population and Migration', marks: 4, text: 'What is migration? Write two push factors and two pull factors of migration.' },
      {
        unit: 'Social Problems and Solutions',
        marks: 4,
        text: 'What is child marriage? Suggest any two measures to stop it.',
        solution:
          'Marriage before the legal age; in Nepal the minimum age of marriage is 20 years for both women and men. Measures: education and awareness, especially for girls and parents, and strict enforcement of the law with local governments registering and reporting marriages.',
      },
    ],
  },
  {
    class: '10',
    subject: 'social-studies',
    year: 2024,
    examBoard: 'SEE',
    isPremium: true,
    withSolutions: true,
    downloads: 268,
    questions: [
      {
        unit: 'Civic Awareness',
        marks: 5,
        text: 'Mention any four fundamental rights guaranteed by the Constitution of Nepal and explain one of them.',
        solution:
          'Four fundamental rights: right to education, right to health, right to food, right to information. Right to education: every citizen has the right to basic education, education up to the basic level is compulsory and free, and education up to the secondary level is free; it helps every child develop and take part in society.',
      },
      {
        unit: 'Economic Activities',
        marks: 5,
        text: 'Explain the importance of tourism in the economy of Nepal.',
        solution:
          'Nepal has eight of the world’s fourteen peaks above 8,000 m, four UNESCO World Heritage Sites (the Kathmandu Valley, Sagarmatha and Chitwan National Parks and Lumbini) and a rich culture. Tourism earns foreign currency, creates jobs in hotels, trekking, transport and handicrafts, gives a market to local products, encourages roads, airports and other infrastructure, and helps preserve culture, heritage and nature.',
      },
      {
        unit: 'Our Past',
        marks: 8,
        text: 'Write the achievements of the People’s Movement of 2062/63 BS.',
        solution:
          'The 19-day movement of April 2006, led by the Seven Party Alliance with the support of the CPN (Maoist), forced King Gyanendra to restore the House of Representatives on 24 April 2006. Achievements: the House proclamation of 18 May 2006 (4 Jestha 2063) ended the king’s powers over the army and the state; the Comprehensive Peace Accord (21 November 2006) ended the armed conflict; the Interim Constitution 2063 was promulgated; Constituent Assembly elections were held on 10 April 2008; the monarchy was abolished and Nepal became a federal democratic republic on 28 May 2008 (15 Jestha 2065); and inclusion of women, Dalits, Madhesis and indigenous groups in state bodies increased.',
      },
      {
        unit: 'Our Earth',
        marks: 5,
        text: 'Why is Nepal prone to earthquakes? Write any four things to do during an earthquake.',
        solution:
          'Nepal lies where the Indian plate pushes under the Eurasian plate; this collision built the Himalaya and still causes earthquakes, such as the magnitude 7.8 Gorkha earthquake of 25 April 2015. During an earthquake: drop, cover and hold under a strong table; stay away from windows and heavy objects; do not use lifts or run down stairs; if outside, move to an open space away from buildings, walls and electric poles.',
      },
      {
        unit: 'Traditions, Social Values and Norms',
        marks: 4,
        text: 'Write any four importance of festivals in Nepali society.',
        solution:
          'Festivals bring family members and communities together and strengthen unity among different groups; they pass culture, values and traditions to the new generation; they give people rest and entertainment; and they increase trade and income from the sale of goods and from tourism.',
      },
      {
        unit: 'Population and Migration',
        marks: 4,
        text: 'Explain two positive and two negative effects of foreign employment on Nepal.',
        solution:
          'Positive: remittances raise family income, reduce poverty and bring foreign currency; returning workers bring new skills and experience. Negative: villages lose young workers and farmland is left uncultivated; families are separated and many workers face exploitation, accidents or death abroad.',
      },
    ],
  },
];
