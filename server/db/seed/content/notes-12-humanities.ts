import type { NoteSeed } from './types';

const r = String.raw;

/** Class 12 humanities notes: History, English, Social Studies (NEB syllabus). */
export const NOTES_12_HUMANITIES: NoteSeed[] = [
  {
    class: '12',
    subject: 'history',
    unit: 'Unification of Nepal',
    title: 'Unification of Nepal under Prithvi Narayan Shah',
    description: 'Background, the campaign from Gorkha to Kathmandu, key battles, and the Dibya Upadesh.',
    topics: ['Baise and Chaubise states', 'Conquest of Nuwakot', 'Kirtipur', 'Conquest of Kathmandu Valley', 'Dibya Upadesh'],
    difficulty: 'Easy',
    rating: 4.5,
    downloads: 142,
    ageDays: 85,
    content: r`# Unification of Nepal under Prithvi Narayan Shah

## Background

In the mid-eighteenth century the land that is now Nepal was divided into many small states: the **Baise** (22) states of the Karnali region, the **Chaubise** (24) states of the Gandaki region, the three Malla kingdoms of the Kathmandu Valley (Kantipur, Lalitpur and Bhaktapur), and the Sen kingdoms of the east. Rivalry among them, and the growing power of the East India Company to the south, made unification both possible and urgent.

## Prithvi Narayan Shah

He became king of Gorkha in 1743 AD (1799 BS). He prepared carefully: he bought arms, trained soldiers, made alliances with neighbours and studied the Valley's trade routes.

## Main steps of the campaign

1. **Nuwakot (1744):** after an early failure, Gorkha captured Nuwakot, the gateway to the Valley.
2. **Economic blockade:** Gorkha controlled the passes and cut the Valley's trade with Tibet and India.
3. **Kirtipur:** two attacks failed (in the first, in 1757, his commander Kalu Pande was killed); Kirtipur fell in 1767.
4. **Kathmandu (1768):** Gorkhali forces entered Kantipur during the Indra Jatra festival. Lalitpur and Bhaktapur followed in 1768 and 1769.
5. The campaign then turned east (Makwanpur, the Kirat region) and Kathmandu became the capital.

## Dibya Upadesh

His advice to his courtiers near the end of his life. Key ideas: Nepal is "a yam between two boulders" and must balance China and British India; promote home industry and limit foreign goods; keep the army strong; appoint officials on merit; the country is "a common garden of all four castes and thirty-six sub-castes".

## Importance

The unification created the modern state of Nepal, kept it independent while much of South Asia came under British rule, and laid the basis of its foreign policy.`,
  },
  {
    class: '12',
    subject: 'english',
    unit: 'Grammar',
    title: 'Reported Speech',
    description: 'How to change direct speech into indirect speech: tense backshift, pronouns, time words, questions and commands.',
    topics: ['Reporting verbs', 'Tense backshift', 'Pronoun changes', 'Reported questions', 'Reported commands'],
    difficulty: 'Easy',
    rating: 4.3,
    downloads: 199,
    ageDays: 130,
    content: r`# Reported Speech

**Direct speech** gives the exact words: *She said, "I am tired."* **Reported (indirect) speech** gives the meaning: *She said that she was tired.*

## Tense backshift

When the reporting verb is in the past, the tense usually moves one step back:

| Direct | Reported |
| --- | --- |
| simple present: "I **play**" | simple past: he **played** |
| present continuous: "I **am playing**" | past continuous: he **was playing** |
| present perfect: "I **have played**" | past perfect: he **had played** |
| simple past: "I **played**" | past perfect: he **had played** |
| will | would |
| can / may | could / might |

No backshift is needed for universal truths: *The teacher said that the earth moves round the sun.*

## Time and place words

now → then; today → that day; tomorrow → the next day; yesterday → the day before; here → there; this → that; ago → before.

## Questions

- Yes/no questions use **if** or **whether**: *"Are you ready?" he asked.* → *He asked if I was ready.*
- Wh- questions keep the question word, in statement order: *"Where do you live?"* → *She asked where I lived.*

## Commands and requests

Use *told*, *ordered*, *asked* or *requested* with **to** + verb: *"Close the door," said the teacher.* → *The teacher told us to close the door.* Negative: *"Don't shout."* → *He told me not to shout.*

## Practice

*Ram said, "I will visit Pokhara tomorrow."* → *Ram said that he would visit Pokhara the next day.*`,
  },
  {
    class: '12',
    subject: 'social-studies',
    unit: 'Constitution and Governance',
    title: 'The Constitution of Nepal 2072: Key Features',
    description: 'Federal democratic republic, three tiers of government, fundamental rights and the separation of powers.',
    topics: ['Federalism', 'Three tiers of government', 'Fundamental rights', 'Separation of powers', 'Inclusion'],
    difficulty: 'Medium',
    isPremium: true,
    rating: 4.4,
    downloads: 97,
    ageDays: 28,
    content: r`# The Constitution of Nepal 2072: Key Features

The Constitution of Nepal was promulgated by the second Constituent Assembly on **Asoj 3, 2072 BS (20 September 2015)**. It has 35 parts, 308 articles and 9 schedules.

## Main features

1. **Federal democratic republic:** the monarchy is gone; the head of state is an elected President.
2. **Three tiers of government:** federal, provincial (7 provinces) and local (753 local levels), each with powers listed in the schedules.
3. **Fundamental rights:** 31 fundamental rights (Part 3), including the rights to equality, education, health, food, employment and social justice.
4. **Separation of powers:** the legislature (a bicameral Federal Parliament of the House of Representatives and the National Assembly) makes laws; the executive (Council of Ministers led by the Prime Minister) carries them out; an independent judiciary headed by the Supreme Court interprets them.
5. **Mixed electoral system:** of the 275 members of the House of Representatives, 165 are elected by first past the post and 110 by proportional representation.
6. **Inclusion:** proportional inclusion of women, Dalits, indigenous nationalities, Madhesis and other groups; at least one third of the members of Parliament must be women.
7. **Secularism**, and every mother tongue spoken in Nepal is a national language.

## Constitutional bodies

The Commission for the Investigation of Abuse of Authority, the Auditor General, the Election Commission, the Public Service Commission and the National Human Rights Commission, among others, keep the government accountable.`,
  },
];
