import type { PaperSeed } from './types';

/**
 * NEB Grade 12 humanities papers: English, Social Studies and History 2023-2024 (Nepali papers are left out: the PDF
 * font has no Devanagari). As in the other paper files, several questions come back in 2024 with small wording changes.
 */
export const PAPERS_12_HUMANITIES: PaperSeed[] = [
  {
    class: '12',
    subject: 'english',
    year: 2023,
    examBoard: 'NEB',
    downloads: 388,
    questions: [
      {
        unit: 'Literature',
        marks: 5,
        text: 'How does Mrs. Baroda’s attitude towards Gouvernail change in Kate Chopin’s story “A Respectable Woman”?',
        solution:
          'Mrs. Baroda is annoyed when Gaston invites his college friend Gouvernail, a journalist, because she wanted rest and time alone with her husband. She finds him quiet and reserved, not the brilliant man Gaston described, and is puzzled and piqued by him. One night on a bench in the dark, as he talks, she longs to touch him but restrains herself as a respectable woman, and she leaves for the city the next morning until he has gone. Before the year is over she herself proposes inviting him again, saying she has overcome everything: an ambiguous ending.',
      },
      {
        unit: 'Literature',
        marks: 5,
        text: 'What, according to Bertrand Russell in “Knowledge and Wisdom”, are the factors that contribute to wisdom?',
      },
      {
        unit: 'Grammar',
        marks: 5,
        text: 'Change into reported speech: (a) “I am reading a novel,” said Hari. (b) She asked me, “Where do you live?” (c) The teacher said to us, “Don’t make a noise.” (d) “Will you help me?” Sita asked Ram. (e) “We visited Pokhara last year,” they said.',
        solution:
          '(a) Hari said that he was reading a novel. (b) She asked me where I lived. (c) The teacher told us not to make a noise. (d) Sita asked Ram if he would help her. (e) They said that they had visited Pokhara the previous year.',
      },
      {
        unit: 'Writing Skills',
        marks: 5,
        text: 'Write an email to your friend describing your visit to Lumbini.',
      },
      {
        unit: 'Writing Skills',
        marks: 8,
        text: 'Write an essay on “The Role of Youth in Nation Building” in about 300 words.',
      },
    ],
  },
  {
    class: '12',
    subject: 'english',
    year: 2024,
    examBoard: 'NEB',
    withSolutions: true,
    downloads: 241,
    questions: [
      {
        unit: 'Literature',
        marks: 5,
        text: 'Describe how Mrs. Baroda’s attitude towards Gouvernail changes in “A Respectable Woman” by Kate Chopin.',
        solution:
          'At first she is provoked that her husband has invited Gouvernail, and his silent, reserved manner puzzles her. Gradually she is drawn to him: sitting beside him in the dark, she wants to reach out and touch his face, but her sense of being a respectable woman stops her. She leaves for the city the next morning and returns only after he has left. Later she suggests inviting him again and promises to be “very nice to him”, which leaves the reader unsure whether she has overcome her feelings.',
      },
      {
        unit: 'Literature',
        marks: 5,
        text: 'According to Bertrand Russell, what factors contribute to wisdom? Can wisdom be taught?',
        solution:
          'Russell names a sense of proportion (taking account of all the important factors of a problem and giving each its due weight), an awareness of the ends of human life, and emancipation from personal prejudice: the essence of wisdom is freedom, as far as possible, from “the tyranny of the here and the now”. Knowledge without wisdom can do harm: medicine lowered the infant death-rate but left food supplies inadequate, and the study of the atom put the means of destroying humanity in the hands of “powerful lunatics”. He answers yes: wisdom can be taught, and teaching it should be one of the aims of education.',
      },
      {
        unit: 'Literature',
        marks: 5,
        text: 'How does the young couple’s relationship with their neighbours change in Tim Winton’s story “Neighbours”?',
        solution:
          'At first the couple, used to quiet suburbs, feel like strangers among European migrants: the Macedonian family’s loud talk and the Polish widower’s hammering disturb them, and the neighbours disapprove of the young man staying at home to write his thesis while his wife works. In autumn the neighbours give advice on their vegetable garden and the widower rebuilds the henhouse the young man had built badly. When the woman becomes pregnant the neighbours bring gifts and care, and at the birth the young man realises how wrong he had been about them. Kindness overcomes differences of language and culture.',
      },
      {
        unit: 'Grammar',
        marks: 5,
        text: 'Change into reported speech: (a) “I can swim,” said Maya. (b) He asked me, “Have you finished your homework?” (c) “Please open the window,” she said to me. (d) Ramesh said, “I will go to Chitwan tomorrow.” (e) “Why are you late?” the teacher asked Sita.',
        solution:
          '(a) Maya said that she could swim. (b) He asked me if I had finished my homework. (c) She requested me to open the window. (d) Ramesh said that he would go to Chitwan the next day. (e) The teacher asked Sita why she was late.',
      },
      {
        unit: 'Writing Skills',
        marks: 8,
        text: 'Write an essay on “The Role of Youth in the Development of the Nation” in about 300 words.',
        solution:
          'Introduction: young people are the largest and most energetic part of the population and the future of the nation. Body: they contribute through education and skills, entrepreneurship and jobs at home instead of forced migration, volunteering in disasters (as after the 2015 earthquake), social campaigns against dowry, drugs and corruption, and informed voting and leadership. Obstacles: unemployment, brain drain and political misuse. Conclusion: the state should provide skills and opportunities, and the youth should use their energy with discipline and honesty.',
      },
    ],
  },
  {
    class: '12',
    subject: 'social-studies',
    year: 2023,
    examBoard: 'NEB',
    downloads: 276,
    questions: [
      {
        unit: 'Constitution and Governance',
        marks: 5,
        text: 'Write any five features of the Constitution of Nepal 2072.',
        solution:
          'It was promulgated by the second Constituent Assembly on 3 Asoj 2072 BS (20 September 2015). Features: Nepal is a federal democratic republic; three tiers of government (federal, 7 provinces and 753 local levels); 31 fundamental rights; separation of powers with an independent judiciary; a mixed electoral system and proportional inclusion, with at least one third women in Parliament; secularism.',
      },
      {
        unit: 'Human Rights',
        marks: 5,
        text: 'What is the Universal Declaration of Human Rights? Mention its importance.',
      },
      {
        unit: 'International Relations',
        marks: 5,
        text: 'What is SAARC? Write its objectives.',
        solution:
          'The South Asian Association for Regional Cooperation, founded at the Dhaka summit on 8 December 1985 by Bangladesh, Bhutan, India, Maldives, Nepal, Pakistan and Sri Lanka; Afghanistan joined in 2007. Its secretariat has been in Kathmandu since 1987. Objectives: promote the welfare and quality of life of the peoples of South Asia; accelerate economic growth, social progress and cultural development; strengthen collective self-reliance and mutual trust; and cooperate in economic, social, cultural, technical and scientific fields.',
      },
      {
        unit: 'Development and Environment',
        marks: 8,
        text: 'What is sustainable development? Explain its importance for a country like Nepal.',
      },
      {
        unit: 'Society and Culture',
        marks: 8,
        text: 'Nepal is a country of social and cultural diversity. Explain with examples.',
      },
    ],
  },
  {
    class: '12',
    subject: 'social-studies',
    year: 2024,
    examBoard: 'NEB',
    isPremium: true,
    withSolutions: true,
    downloads: 158,
    questions: [
      {
        unit: 'Constitution and Governance',
        marks: 5,
        text: 'Mention the main features of the Constitution of Nepal 2072.',
        solution:
          'Federal democratic republic with an elected President; federal, provincial and local governments; 31 fundamental rights in Part 3; separation of powers among the Federal Parliament, the Council of Ministers and an independent judiciary; a mixed electoral system (165 of the 275 members of the House of Representatives by first past the post, 110 by proportional representation); inclusion of women, Dalits, indigenous nationalities and Madhesis; secularism.',
      },
      {
        unit: 'Human Rights',
        marks: 5,
        text: 'Write about the Universal Declaration of Human Rights and its importance.',
        solution:
          'The UN General Assembly adopted the Universal Declaration of Human Rights in Paris on 10 December 1948, now celebrated as Human Rights Day. Its 30 articles set out civil, political, economic, social and cultural rights for every person without discrimination. Importance: it is the first common global standard of human rights, the basis of later covenants and of national constitutions (including Part 3 of Nepal’s), and a yardstick for judging governments.',
      },
      {
        unit: 'International Relations',
        marks: 5,
        text: 'Explain Nepal’s role in the United Nations.',
        solution:
          'Nepal joined the UN on 14 December 1955. It has twice served as a non-permanent member of the Security Council (1969-70 and 1988-89), has sent peacekeepers since 1958 and is among the largest contributors of troops and police to UN peace operations, supports disarmament and the rights of least developed and landlocked countries, and follows the UN Charter and non-alignment in its foreign policy.',
      },
      {
        unit: 'Development and Environment',
        marks: 8,
        text: 'Define sustainable development and explain its importance for Nepal.',
        solution:
          'The Brundtland Commission’s report Our Common Future (1987) defines it as development that meets the needs of the present without compromising the ability of future generations to meet their own needs. It balances economic growth, social equity and environmental protection; in 2015 the UN adopted 17 Sustainable Development Goals for 2030. For Nepal it matters because the economy depends on forests, water, soil and tourism; the fragile Himalaya is vulnerable to climate change, floods and landslides; hydropower and community forestry show how resources can be used without being exhausted; and poverty must fall without harming the environment.',
      },
      {
        unit: 'Society and Culture',
        marks: 8,
        text: 'What are the main causes of social discrimination in Nepal? Suggest measures to end it.',
        solution:
          'Causes: the caste hierarchy and untouchability, gender inequality, poverty and illiteracy, superstition and traditional beliefs, and unequal access to power. Measures: enforce the law (untouchability and caste discrimination are crimes), education and awareness, economic empowerment and reservation for excluded groups, inclusive representation in state bodies, and campaigns by civil society and the media.',
      },
    ],
  },
  {
    class: '12',
    subject: 'history',
    year: 2023,
    examBoard: 'NEB',
    downloads: 219,
    questions: [
      {
        unit: 'Rana Regime',
        marks: 5,
        text: 'How did Jung Bahadur Rana rise to power? Describe the Kot Massacre.',
        solution:
          'After the murder of Gagan Singh, a favourite of Queen Rajya Laxmi Devi, the queen called the courtiers to the Kot (the palace armoury courtyard) on the night of 14 September 1846 (2 Asoj 1903 BS). In the confusion Jung Bahadur and his brothers killed dozens of leading nobles. The queen made him Prime Minister and Commander-in-Chief; he then crushed the Bhandarkhal plot against him, sent the queen and King Rajendra to Banaras and put Surendra on the throne. This began 104 years of hereditary Rana rule.',
      },
      {
        unit: 'Democratic Movements of Nepal',
        marks: 8,
        text: 'Describe the causes and results of the revolution of 2007 BS.',
      },
      {
        unit: 'World Wars',
        marks: 5,
        text: 'Explain any four causes of the First World War.',
        solution:
          'Militarism (the arms race, especially the Anglo-German naval race); the alliance system (Triple Alliance against Triple Entente); imperialism and rivalry for colonies; aggressive nationalism, especially in the Balkans. The immediate cause was the assassination of Archduke Franz Ferdinand of Austria-Hungary at Sarajevo on 28 June 1914.',
      },
      {
        unit: 'Cold War and After',
        marks: 5,
        text: 'What is the Cold War? Explain its causes.',
      },
      {
        unit: 'Medieval Nepal',
        marks: 5,
        text: 'Describe the social and economic reforms of Jayasthiti Malla.',
      },
    ],
  },
  {
    class: '12',
    subject: 'history',
    year: 2024,
    examBoard: 'NEB',
    isPremium: true,
    withSolutions: true,
    downloads: 131,
    questions: [
      {
        unit: 'Rana Regime',
        marks: 5,
        text: 'Describe the Kot Massacre and the rise of Jung Bahadur Rana to power.',
        solution:
          'The Kot Massacre took place on the night of 14 September 1846 (2 Asoj 1903 BS), after the murder of Gagan Singh, a favourite of Queen Rajya Laxmi Devi. In the Kot courtyard Jung Bahadur and his brothers killed many rival nobles, and the queen appointed him Prime Minister. After the Bhandarkhal episode he exiled the queen, and when King Rajendra tried to regain power he replaced him with Surendra (1847). Jung visited Britain in 1850, issued the Muluki Ain in 1854, and the royal sanad of 1856 made him Maharaja of Kaski and Lamjung with hereditary prime ministership for his family.',
      },
      {
        unit: 'Rana Regime',
        marks: 5,
        text: 'Write the main reforms of Chandra Shumsher.',
        solution:
          'Chandra Shumsher (Prime Minister 1901-1929) opened Tri-Chandra College in 1918, abolished sati in 1920 and slavery in 1924-25 (slaves were freed with compensation to their owners), built the Chandra Canal and the Kathmandu-Bhimphedi ropeway, brought electricity to Kathmandu from the Pharping hydropower station, and secured the Nepal-Britain Treaty of 1923, which recognised Nepal’s independence.',
      },
      {
        unit: 'Democratic Movements of Nepal',
        marks: 8,
        text: 'Explain the causes and results of the people’s revolution of 2007 BS.',
        solution:
          'Causes: the autocratic and exploitative Rana rule with no rights or education for the people; the influence of Indian independence (1947); the Praja Parishad (1936) and the execution of four martyrs in 1941 (1997 BS); the founding of the Nepali Congress (1950); and the support of King Tribhuvan. Events: the king took refuge in the Indian embassy in November 1950 and flew to Delhi; the Mukti Sena fought the Ranas in the Tarai; the Delhi compromise followed. Results: on 7 Falgun 2007 BS (18 February 1951) the king proclaimed democracy; 104 years of Rana rule ended; a Rana-Congress coalition and the Interim Government of Nepal Act 2007 followed; political parties, the press and education began to grow.',
      },
      {
        unit: 'World Wars',
        marks: 5,
        text: 'Explain the main causes of the First World War.',
        solution:
          'Militarism and the arms race; the two armed alliances (Germany, Austria-Hungary and Italy against Britain, France and Russia); imperial rivalry for colonies and markets; nationalism in the Balkans and French hostility to Germany after 1871. The spark was the murder of the Austrian heir, Archduke Franz Ferdinand, at Sarajevo on 28 June 1914.',
      },
      {
        unit: 'Cold War and After',
        marks: 5,
        text: 'Describe the end of the Cold War and its effects on the world.',
        solution:
          'Gorbachev’s reforms (glasnost and perestroika) and the economic weakness of the Soviet Union loosened its hold on Eastern Europe; the Berlin Wall fell on 9 November 1989, Germany reunited in 1990 and the Soviet Union dissolved in December 1991. Effects: the end of the bipolar world and the United States as the only superpower, the spread of democracy and market economies in Eastern Europe, the enlargement of NATO and the European Union, and new regional and ethnic conflicts.',
      },
    ],
  },
];
