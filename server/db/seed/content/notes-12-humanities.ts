import type { NoteSeed } from './types';

const r = String.raw;

/** Class 12 humanities notes: History, English, Social Studies and Nepali (NEB syllabus). */
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
  {
    class: '12',
    subject: 'nepali',
    unit: 'Grammar (Vyakaran)',
    title: 'वाच्य र वाच्य परिवर्तन (Voice in Nepali)',
    description: 'कर्तृवाच्य, कर्मवाच्य र भाववाच्यको पहिचान र परिवर्तनका नियम, सकर्मक र अकर्मक क्रियाका उदाहरणसहित।',
    topics: ['कर्तृवाच्य', 'कर्मवाच्य', 'भाववाच्य', 'सकर्मक र अकर्मक क्रिया', 'वाच्य परिवर्तनका नियम'],
    difficulty: 'Medium',
    rating: 4.4,
    downloads: 167,
    ageDays: 76,
    content: r`# वाच्य र वाच्य परिवर्तन (Voice)

वाक्यमा क्रियाले **कर्ता**, **कर्म** वा **भाव** (क्रियाको काम आफैँ) मध्ये कसलाई प्रधान बनाएको छ भन्ने कुरा **वाच्य**ले देखाउँछ। नेपालीमा तीन वाच्य छन्।

## १. कर्तृवाच्य (active voice)

कर्ता प्रधान हुन्छ र क्रिया कर्ताको लिङ्ग, वचन, पुरुष र आदरअनुसार चल्छ। सकर्मक र अकर्मक दुवै क्रियामा हुन्छ।

- सीता गीत गाउँछे।
- हामीले चिठी लेख्यौँ।
- बालक हाँस्छ।

## २. कर्मवाच्य (passive voice)

**सकर्मक क्रियामा मात्र** बन्छ। कर्म प्रधान हुन्छ।

- कर्तामा *ले* हटाएर *द्वारा* वा *बाट* लगाइन्छ, वा कर्ता लुप्त हुन्छ।
- कर्ममा *लाई* भए प्रायः हटाइन्छ।
- क्रियामा **इ** थपिन्छ: लेख् → लेखि (लेखियो, लेखिन्छ), खा → खाइ (खाइन्छ), गाउ → गाइ (गाइन्छ)।
- क्रिया कर्मको वचनअनुसार तृतीय पुरुषमा चल्छ; आदरार्थी रूप रहँदैन।

| कर्तृवाच्य | कर्मवाच्य |
| --- | --- |
| सीता गीत गाउँछे। | सीताद्वारा गीत गाइन्छ। |
| हामीले चिठी लेख्यौँ। | हामीद्वारा चिठी लेखियो। |
| मैले भात पकाएँ। | मद्वारा भात पकाइयो। |
| शिक्षक कथा सुनाउनुहुन्छ। | शिक्षकद्वारा कथा सुनाइन्छ। |
| गुरुले विद्यार्थीहरूलाई पढाउनुभयो। | गुरुद्वारा विद्यार्थीहरू पढाइए। |

## ३. भाववाच्य (impersonal voice)

**अकर्मक क्रियामा मात्र** बन्छ। वाक्यमा कर्म हुँदैन, क्रियाको भाव प्रधान हुन्छ। क्रियामा **इ** थपिन्छ र क्रिया जहिले पनि **तृतीय पुरुष, एकवचन, पुलिङ्ग**मा रहन्छ।

| कर्तृवाच्य | भाववाच्य |
| --- | --- |
| बालक हाँस्छ। | बालकद्वारा हाँसिन्छ। |
| म बिहान सबेरै उठेँ। | मद्वारा बिहान सबेरै उठियो। |
| उनीहरू चौरमा दौडे। | उनीहरूद्वारा चौरमा दौडियो। |

अन्तिम उदाहरणमा कर्ता बहुवचन (*उनीहरू*) भए पनि भाववाच्यको क्रिया एकवचन (*दौडियो*) नै छ।

## Worked example: वाच्य परिवर्तन गर्ने तरिका

**रामले किताबहरू पढ्यो।** लाई कर्मवाच्यमा लैजानुहोस्।

1. क्रिया *पढ्नु* सकर्मक हो (कर्म *किताबहरू* छ), त्यसैले कर्मवाच्य बन्छ।
2. कर्ता *रामले* → *रामद्वारा*।
3. काल (सामान्य भूत) उही राखेर क्रियामा इ थप्ने: *पढ्यो* → *पढियो*।
4. कर्म बहुवचन भएकाले क्रिया बहुवचन: *पढिए*।

**उत्तर:** रामद्वारा किताबहरू पढिए।

उल्टो परिवर्तन पनि सोधिन्छ: *हरिद्वारा चिया पकाइन्छ।* → *हरि चिया पकाउँछ।*

## पहिचानको छोटो सूत्र

| वाच्य | क्रिया | प्रधान | क्रियाको रूप |
| --- | --- | --- | --- |
| कर्तृवाच्य | सकर्मक वा अकर्मक | कर्ता | कर्ताअनुसार |
| कर्मवाच्य | सकर्मक | कर्म | कर्मअनुसार, तृतीय पुरुष |
| भाववाच्य | अकर्मक | भाव | तृतीय पुरुष, एकवचन, पुलिङ्ग |`,
  },
  {
    class: '12',
    subject: 'nepali',
    unit: 'Literature (Sahitya)',
    title: 'कथाका तत्त्व र कथा समीक्षा (Elements of a Short Story)',
    description: 'कथानक, पात्र, परिवेश, दृष्टिबिन्दु, उद्देश्य र भाषाशैली; तत्त्वका आधारमा कथा समीक्षा गर्ने ढाँचा र नमुना विश्लेषण।',
    topics: ['कथानक', 'पात्र', 'परिवेश', 'दृष्टिबिन्दु', 'उद्देश्य', 'भाषाशैली', 'कथा समीक्षा'],
    difficulty: 'Medium',
    isPremium: true,
    rating: 4.6,
    downloads: 92,
    ageDays: 41,
    content: r`# कथाका तत्त्व र कथा समीक्षा

**कथा** जीवनको कुनै एउटा घटना वा पक्षलाई कल्पनासहित गद्यमा प्रस्तुत गरिने छोटो आख्यान हो; यसलाई एकै बसाइमा पढेर सक्न सकिन्छ। कथाको समीक्षा गर्दा यसका तत्त्वहरू केलाइन्छ।

## कथाका मुख्य तत्त्व

1. **कथानक (plot):** कार्यकारण सम्बन्धले जोडिएका घटनाको शृङ्खला। यसको **आदि** (आरम्भ), **मध्य** (द्वन्द्व र चरमोत्कर्ष) र **अन्त्य** (उपसंहार) हुन्छ। घटना समयक्रममै आए कथानक रैखिक, पूर्वस्मृति (flashback) प्रयोग भए अरैखिक हुन्छ।
2. **पात्र (characters):** घटनामा भाग लिने व्यक्ति। भूमिकाका आधारमा प्रमुख, सहायक र गौण; प्रवृत्तिका आधारमा अनुकूल र प्रतिकूल; स्वभावका आधारमा गतिशील (परिवर्तन हुने) र स्थिर।
3. **परिवेश (setting):** कथाको स्थान, समय र वातावरण।
4. **दृष्टिबिन्दु (point of view):** कथा कसले भन्छ भन्ने कुरा। **प्रथम पुरुष** (आन्तरिक) मा "म" पात्र आफैँ कथा भन्छ; **तृतीय पुरुष** (बाह्य) मा कथाबाहिरको वाचकले "ऊ, उनी" भनेर भन्छ; सबै पात्रको मनको कुरा जान्ने वाचक **सर्वदर्शी** हुन्छ।
5. **उद्देश्य (theme):** कथाले पाठकमा पुर्‍याउन खोजेको मूल विचार वा सन्देश।
6. **भाषाशैली (language and style):** शब्दचयन, वाक्यगठन, संवाद, बिम्ब, प्रतीक र व्यङ्ग्यको प्रयोग।

## समीक्षा लेख्ने ढाँचा

1. **परिचय:** कथा र कथाकारको नाम, कथा कुन सङ्ग्रह वा पाठ्यपुस्तकमा छ।
2. **कथासार:** मुख्य घटना तीन चार वाक्यमा।
3. **तत्त्वगत विश्लेषण:** माथिका छ तत्त्वका आधारमा, कथाबाट उदाहरण दिँदै।
4. **निष्कर्ष:** कथाको सबल पक्ष, कमजोरी र समग्र मूल्याङ्कन।

## Worked example: नमुना कथांशको विश्लेषण

> बाढीले पुल बगाएपछि खोलापारिका केटाकेटी विद्यालय जान छाडे। सानुमाया भने हरेक बिहान खोलाको किनारमा उभिएर पारिको विद्यालयतिर हेरिरहन्थी। एक दिन उसले गाउँका युवालाई भेला गरेर काठको साँघु बनाउने प्रस्ताव राखी। सुरुमा सबै हाँसे, तर उसको जिद्दी देखेर हप्ता दिनमै साँघु तयार भयो। त्यस बिहान पहिलो पटक साँघु तर्ने सानुमाया नै थिई।

| तत्त्व | विश्लेषण |
| --- | --- |
| कथानक | आदि: पुल बगेर पढाइ रोकियो; मध्य: सानुमायाको प्रस्ताव र गाउँलेको उपहास; अन्त्य: साँघु बन्यो। घटना समयक्रममा छन्, त्यसैले कथानक रैखिक छ। |
| पात्र | सानुमाया प्रमुख र अनुकूल पात्र; गाउँका युवा सहायक पात्र। |
| परिवेश | खोला भएको ग्रामीण गाउँ, बाढीपछिको समय। |
| दृष्टिबिन्दु | वाचक कथाबाहिर छ र "उसले" भन्छ: तृतीय पुरुष (बाह्य) दृष्टिबिन्दु। |
| उद्देश्य | शिक्षाप्रतिको लगाव र सामूहिक प्रयासले समस्या समाधान हुन्छ। |
| भाषाशैली | सरल र छोटा वाक्य; *साँघु*, *खोलापारि* जस्ता ठेट नेपाली शब्द। |

## परीक्षामा ध्यान दिनुपर्ने कुरा

- हरेक तत्त्वको विश्लेषणमा पाठबाट घटना वा संवादको प्रमाण दिनुहोस्।
- कथासार लामो नबनाउनुहोस्; अङ्क विश्लेषणमा बढी हुन्छ।`,
  },
  {
    class: '12',
    subject: 'nepali',
    unit: 'Writing (Rachana)',
    title: 'सारांश लेखन (Summary Writing)',
    description: 'मूल अनुच्छेदको मुख्य विचार छोटो र आफ्नै भाषामा लेख्ने तरिका: चरण, नियम र "वन संरक्षण" अनुच्छेदको नमुना सारांश।',
    topics: ['सारांशको परिचय', 'सारांश लेख्ने चरण', 'मुख्य बुँदा टिपोट', 'शीर्षक चयन', 'नमुना सारांश'],
    difficulty: 'Easy',
    rating: 4.2,
    downloads: 131,
    ageDays: 54,
    content: r`# सारांश लेखन (Summary Writing)

कुनै गद्यांशका मुख्य विचारलाई उदाहरण, दोहोरिएका कुरा र विस्तार हटाएर छोटो र आफ्नै भाषामा लेख्नु **सारांश लेखन** हो।

## सारांश लेख्ने चरण

1. गद्यांश दुई तीन पटक पढेर मूल विचार बुझ्ने।
2. मुख्य बुँदा टिप्ने; उदाहरण, उद्धरण, उखान र दोहोरिएका कुरा छाड्ने।
3. बुँदालाई क्रम मिलाएर आफ्नै सरल वाक्यमा एउटै अनुच्छेदमा लेख्ने।
4. लम्बाइ सामान्यतया मूलको करिब एक तिहाइ राख्ने।
5. मूल विचार झल्कने छोटो शीर्षक दिने।

## ध्यान दिनुपर्ने नियम

- आफ्नो विचार वा टिप्पणी नथप्ने; मूलमा नभएको कुरा नलेख्ने।
- प्रत्यक्ष कथनलाई अप्रत्यक्ष कथनमा लेख्ने।
- "म", "हामी" को सट्टा तृतीय पुरुषमा लेख्ने।

## नमुना गद्यांश

> वन हाम्रो जीवनसँग गाँसिएको छ। वनले हामीलाई दाउरा, घाँस, काठ, फलफूल र जडीबुटी दिन्छ। रुखका जराले माटोलाई समातेर राख्ने हुनाले वन भएका ठाउँमा पहिरो र भू-क्षय कम हुन्छ। वनले पानीका मुहान जोगाउँछ र हावालाई स्वच्छ बनाउँछ। वन्यजन्तु र चराचुरुङ्गीको बासस्थान पनि वन नै हो। तर बढ्दो जनसङ्ख्या, बस्ती विस्तार, डढेलो र अवैध कटानीका कारण धेरै ठाउँमा वन मासिँदै गएको छ। वन मासिँदा बाढी, पहिरो, खडेरी र जलवायु परिवर्तनजस्ता समस्या बढ्छन्। त्यसैले वन जोगाउनु हामी सबैको दायित्व हो। खाली ठाउँमा वृक्षरोपण गर्ने, डढेलो रोक्ने र वन पैदावारको सदुपयोग गर्ने बानीले मात्र वन दिगो रूपमा जोगिन सक्छ।

## Worked example: बुँदा टिपोटदेखि सारांशसम्म

**मुख्य बुँदा:** वनबाट पाइने वस्तु; भू-क्षय र पहिरो नियन्त्रण; पानीका मुहान, स्वच्छ हावा र वन्यजन्तुको बास; वन मासिनाका कारण र असर; संरक्षणका उपाय।

**शीर्षक:** वन संरक्षण

**सारांश:** वनले दाउरा, काठ र जडीबुटी दिन्छ, पहिरो र भू-क्षय रोक्छ, पानीका मुहान जोगाउँछ र वन्यजन्तुलाई बास दिन्छ। जनसङ्ख्या वृद्धि, डढेलो र अवैध कटानीले वन घट्दा बाढी, पहिरो र जलवायु परिवर्तनका समस्या बढ्छन्। त्यसैले वृक्षरोपण र डढेलो नियन्त्रणद्वारा वन जोगाउनु सबैको दायित्व हो।`,
  },
];
