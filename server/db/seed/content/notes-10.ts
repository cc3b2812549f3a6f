import type { NoteSeed } from './types';

const r = String.raw;

/** Class 10 (SEE) notes: Mathematics, Science, Optional Mathematics, English and Social Studies. */
export const NOTES_10: NoteSeed[] = [
  {
    class: '10',
    subject: 'mathematics',
    unit: 'Compound Interest',
    title: 'Compound Interest: Yearly and Half-Yearly',
    description: 'Compound amount and compound interest when interest is added yearly or every six months, with SEE-style examples.',
    topics: ['Simple and compound interest', 'Yearly compounding', 'Half-yearly compounding', 'Difference between CI and SI'],
    difficulty: 'Easy',
    pdf: true,
    rating: 4.7,
    downloads: 502,
    ageDays: 160,
    content: r`# Compound Interest: Yearly and Half-Yearly

With **compound interest** the interest of each period is added to the principal, and the next period's interest is calculated on this larger amount.

## Formulas

Principal $P$, yearly rate $R\%$, time $T$ years:

$$\text{Compound amount } A = P\left(1 + \frac{R}{100}\right)^T, \qquad \text{CI} = A - P$$

If interest is compounded **half-yearly**, the rate per period is halved and the number of periods doubled:

$$A = P\left(1 + \frac{R}{200}\right)^{2T}$$

## Worked example 1 (yearly)

Find the compound interest on Rs. 20,000 for 2 years at 10% per annum.

1. $A = 20000\left(1 + \frac{10}{100}\right)^2 = 20000 \times 1.21 = 24200$
2. $\text{CI} = 24200 - 20000 = \text{Rs. } 4200$

## Worked example 2 (half-yearly)

Find the compound amount of Rs. 10,000 for 1 year at 12% per annum compounded half-yearly.

$A = 10000\left(1 + \frac{12}{200}\right)^{2} = 10000 \times (1.06)^2 = 10000 \times 1.1236 = \text{Rs. } 11236$

## Difference between CI and SI

For 2 years, $\text{CI} - \text{SI} = P\left(\frac{R}{100}\right)^2$.

Check with example 1: SI $= \frac{20000 \times 2 \times 10}{100} = 4000$, and $4200 - 4000 = 200 = 20000 \times (0.1)^2$.`,
  },
  {
    class: '10',
    subject: 'mathematics',
    unit: 'Mensuration',
    title: 'Cylinders, Cones and Spheres',
    description: 'Surface area and volume of cylinders, cones, spheres and hemispheres, and of solids made by combining them.',
    topics: ['Cylinder', 'Cone', 'Sphere', 'Hemisphere', 'Combined solids'],
    difficulty: 'Medium',
    isPremium: true,
    rating: 4.5,
    downloads: 214,
    ageDays: 70,
    content: r`# Cylinders, Cones and Spheres

Radius $r$, height $h$, slant height $l = \sqrt{r^2 + h^2}$.

| Solid | Curved surface area | Total surface area | Volume |
| --- | --- | --- | --- |
| Cylinder | $2\pi rh$ | $2\pi r(r + h)$ | $\pi r^2 h$ |
| Cone | $\pi r l$ | $\pi r(r + l)$ | $\frac{1}{3}\pi r^2 h$ |
| Sphere | | $4\pi r^2$ | $\frac{4}{3}\pi r^3$ |
| Hemisphere | $2\pi r^2$ | $3\pi r^2$ | $\frac{2}{3}\pi r^3$ |

## Worked example 1

A cone has radius 7 cm and height 24 cm. Find its slant height, total surface area and volume. (Take $\pi = \frac{22}{7}$.)

1. $l = \sqrt{7^2 + 24^2} = \sqrt{625} = 25\ \text{cm}$
2. TSA $= \pi r(r + l) = \frac{22}{7}\times 7 \times 32 = 704\ \text{cm}^2$
3. $V = \frac{1}{3}\times\frac{22}{7}\times 49 \times 24 = 1232\ \text{cm}^3$

## Worked example 2 (combined solid)

A toy is a cone of radius 3.5 cm and height 12 cm standing on a hemisphere of the same radius. Find its volume.

1. Cone: $\frac{1}{3}\pi r^2 h = \frac{1}{3}\times\frac{22}{7}\times 12.25 \times 12 = 154\ \text{cm}^3$
2. Hemisphere: $\frac{2}{3}\pi r^3 = \frac{2}{3}\times\frac{22}{7}\times 42.875 \approx 89.83\ \text{cm}^3$
3. Total $\approx 243.83\ \text{cm}^3$`,
  },
  {
    class: '10',
    subject: 'mathematics',
    unit: 'Sets',
    title: 'Venn Diagrams with Two and Three Sets',
    description: 'Cardinality of unions with two and three sets and how to solve survey problems with Venn diagrams.',
    topics: ['Cardinality', 'Union and intersection', 'Only one set', 'Neither', 'Three-set Venn diagram'],
    difficulty: 'Easy',
    rating: 4.6,
    downloads: 389,
    ageDays: 145,
    content: r`# Venn Diagrams with Two and Three Sets

## Two sets

$$n(A \cup B) = n(A) + n(B) - n(A \cap B)$$

- Only A: $n_o(A) = n(A) - n(A \cap B)$
- Neither: $n(\overline{A \cup B}) = n(U) - n(A \cup B)$

## Three sets

$$n(A \cup B \cup C) = n(A) + n(B) + n(C) - n(A \cap B) - n(B \cap C) - n(C \cap A) + n(A \cap B \cap C)$$

## Worked example (two sets)

In a survey of 100 students, 60 like football, 45 like cricket and 20 like both. How many like neither?

1. $n(F \cup C) = 60 + 45 - 20 = 85$
2. Neither $= 100 - 85 = 15$
3. Football only $= 60 - 20 = 40$; cricket only $= 45 - 20 = 25$

## Worked example (three sets)

Of 50 students, 25 study Mathematics, 20 Science and 15 Computer; 8 study Maths and Science, 6 Science and Computer, 5 Maths and Computer, and 3 all three. How many study none?

1. $n(M \cup S \cup C) = 25 + 20 + 15 - 8 - 6 - 5 + 3 = 44$
2. None $= 50 - 44 = 6$

Draw the Venn diagram from the centre outwards: put 3 in the middle first, then $8 - 3 = 5$, $6 - 3 = 3$ and $5 - 3 = 2$ in the pairwise regions, then the "only" regions: Maths only $= 25 - 5 - 2 - 3 = 15$.`,
  },
  {
    class: '10',
    subject: 'science',
    unit: 'Force and Gravitation',
    title: 'Gravitation and Free Fall',
    description: "Newton's law of gravitation, acceleration due to gravity and how it varies, mass and weight, and free fall.",
    topics: ["Newton's law of gravitation", 'Gravitational constant', 'Acceleration due to gravity', 'Mass and weight', 'Free fall'],
    difficulty: 'Easy',
    rating: 4.6,
    downloads: 344,
    ageDays: 125,
    content: r`# Gravitation and Free Fall

## Newton's law of gravitation

Every body in the universe attracts every other body with a force directly proportional to the product of their masses and inversely proportional to the square of the distance between their centres:

$$F = \frac{G m_1 m_2}{d^2}$$

$G = 6.67 \times 10^{-11}\ \text{N m}^2\text{kg}^{-2}$ is the universal gravitational constant. It is the force between two 1 kg masses 1 m apart.

## Acceleration due to gravity

On a body of mass $m$ at the earth's surface, $mg = \frac{GMm}{R^2}$, so

$$g = \frac{GM}{R^2} \approx 9.8\ \text{m/s}^2$$

$g$ is less at the equator than at the poles (the earth bulges at the equator), less on mountains and less deep in mines. On the moon it is about one sixth of the earth's value.

## Mass and weight

| Mass | Weight |
| --- | --- |
| quantity of matter | force of gravity on the body, $W = mg$ |
| unit: kg | unit: newton (N) |
| same everywhere | changes from place to place |
| measured with a beam balance | measured with a spring balance |

## Free fall

A body falling under gravity alone is in free fall; all bodies fall with the same acceleration $g$ if air resistance is ignored. Inside a freely falling lift a body feels weightless.

## Worked example

Find the force between two students of mass 50 kg and 60 kg sitting 1 m apart.

$F = \frac{6.67 \times 10^{-11} \times 50 \times 60}{1^2} = 2.0 \times 10^{-7}\ \text{N}$, far too small to notice.`,
  },
  {
    class: '10',
    subject: 'science',
    unit: 'Light',
    title: 'Refraction of Light and Lenses',
    description: 'Laws of refraction, refractive index, convex and concave lenses, image formation and power of a lens.',
    topics: ['Laws of refraction', 'Refractive index', 'Convex lens', 'Concave lens', 'Power of a lens'],
    difficulty: 'Medium',
    rating: 4.5,
    downloads: 276,
    ageDays: 105,
    content: r`# Refraction of Light and Lenses

## Refraction

Light bends when it passes obliquely from one transparent medium to another, because its speed changes.

**Laws of refraction**

1. The incident ray, the refracted ray and the normal lie in the same plane.
2. $\frac{\sin i}{\sin r}$ is constant for a given pair of media (Snell's law).

The **refractive index** of a medium is $\mu = \frac{\text{speed of light in vacuum}}{\text{speed of light in the medium}} = \frac{c}{v}$. For glass $\mu \approx 1.5$, for water $\mu \approx 1.33$.

## Lenses

A **convex** (converging) lens is thicker in the middle; a **concave** (diverging) lens is thinner in the middle.

| Object position (convex lens) | Image |
| --- | --- |
| at infinity | at F, real, inverted, point-sized |
| beyond 2F | between F and 2F, real, inverted, diminished |
| at 2F | at 2F, real, inverted, same size |
| between F and 2F | beyond 2F, real, inverted, magnified |
| between F and the lens | same side, virtual, erect, magnified (magnifying glass) |

A concave lens always forms a virtual, erect, diminished image.

## Power of a lens

$$P = \frac{1}{f}$$

with $f$ in metres; the unit is the dioptre (D). A convex lens has positive power, a concave lens negative power.

## Worked example

Find the power of a convex lens of focal length 25 cm.

$P = \frac{1}{0.25} = +4\ \text{D}$`,
  },
  {
    class: '10',
    subject: 'science',
    unit: 'Current Electricity and Magnetism',
    title: 'Electric Power and Household Electricity',
    description: "Electric power and energy, the kilowatt-hour, calculating electricity bills, fuses and earthing.",
    topics: ['Electric power', 'Electric energy', 'Kilowatt-hour', 'Electricity bill', 'Fuse', 'Earthing'],
    difficulty: 'Easy',
    isPremium: true,
    rating: 4.4,
    downloads: 167,
    ageDays: 48,
    content: r`# Electric Power and Household Electricity

## Power and energy

Electric power is the rate at which electrical energy is used:

$$P = VI = I^2 R = \frac{V^2}{R}$$

measured in watts (W). Electric energy used is $E = Pt$.

## The kilowatt-hour

Households are billed in **units**: 1 unit = 1 kilowatt-hour (kWh), the energy used by a 1000 W appliance in one hour.

$$1\ \text{kWh} = 1000\ \text{W} \times 3600\ \text{s} = 3.6 \times 10^6\ \text{J}$$

## Worked example: an electricity bill

A house uses four 20 W LED bulbs for 5 hours a day and a 1000 W heater for 2 hours a day. Find the units used in 30 days and the bill at Rs. 10 per unit.

1. Bulbs: $4 \times 20 \times 5 = 400\ \text{Wh} = 0.4\ \text{kWh}$ per day
2. Heater: $1000 \times 2 = 2000\ \text{Wh} = 2\ \text{kWh}$ per day
3. In 30 days: $(0.4 + 2) \times 30 = 72$ units
4. Bill $= 72 \times 10 = \text{Rs. } 720$

## Safety devices

- **Fuse:** a thin wire of low melting point placed in the live wire. Too much current melts it and breaks the circuit.
- **MCB** (miniature circuit breaker): a switch that trips automatically on overload and can be reset.
- **Earthing:** the metal body of an appliance is connected to the earth, so a leaking current flows to the ground instead of through a person.`,
  },
  {
    class: '10',
    subject: 'optional-math',
    unit: 'Matrices',
    title: 'Determinant and Inverse of 2 × 2 Matrices',
    description: 'Determinant, singular and non-singular matrices, the inverse of a 2 × 2 matrix and solving equations by the matrix method.',
    topics: ['Determinant', 'Singular matrix', 'Adjoint', 'Inverse matrix', "Matrix method", "Cramer's rule"],
    difficulty: 'Medium',
    rating: 4.6,
    downloads: 298,
    ageDays: 115,
    content: r`# Determinant and Inverse of 2 × 2 Matrices

## Determinant

For $A = \begin{pmatrix} a & b \\ c & d \end{pmatrix}$,

$$|A| = ad - bc$$

If $|A| = 0$ the matrix is **singular** and has no inverse.

## Inverse

$$A^{-1} = \frac{1}{|A|}\,\text{adj}A = \frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$$

Swap the leading-diagonal entries, change the signs of the other two, and divide by the determinant. Check: $AA^{-1} = I$.

## Solving equations by the matrix method

Write $a_1x + b_1y = c_1$ and $a_2x + b_2y = c_2$ as $AX = B$; then $X = A^{-1}B$.

## Worked example

Solve $2x + 3y = 8$ and $x - y = -1$.

1. $A = \begin{pmatrix} 2 & 3 \\ 1 & -1 \end{pmatrix}$, $|A| = -2 - 3 = -5$
2. $A^{-1} = \frac{1}{-5}\begin{pmatrix} -1 & -3 \\ -1 & 2 \end{pmatrix}$
3. $X = A^{-1}\begin{pmatrix} 8 \\ -1 \end{pmatrix} = \frac{1}{-5}\begin{pmatrix} -8 + 3 \\ -8 - 2 \end{pmatrix} = \frac{1}{-5}\begin{pmatrix} -5 \\ -10 \end{pmatrix} = \begin{pmatrix} 1 \\ 2 \end{pmatrix}$

So $x = 1$, $y = 2$. Check: $2(1) + 3(2) = 8$ and $1 - 2 = -1$.

## Cramer's rule

$x = \frac{D_x}{D}$ and $y = \frac{D_y}{D}$, where $D = |A|$ and $D_x$, $D_y$ replace the $x$ or $y$ column by the constants. Here $D_x = \begin{vmatrix} 8 & 3 \\ -1 & -1 \end{vmatrix} = -5$, so $x = 1$.`,
  },
  {
    class: '10',
    subject: 'optional-math',
    unit: 'Trigonometry',
    title: 'Multiple and Sub-multiple Angles',
    description: 'Formulas for sin 2A, cos 2A, tan 2A and sin 3A, cos 3A, and how to prove identities with them.',
    topics: ['Compound angles', 'Multiple angles', 'Sub-multiple angles', 'Proving identities'],
    difficulty: 'Hard',
    isPremium: true,
    pdf: true,
    rating: 4.6,
    downloads: 187,
    ageDays: 38,
    content: r`# Multiple and Sub-multiple Angles

## Compound angles

$$\sin(A \pm B) = \sin A\cos B \pm \cos A\sin B$$

$$\cos(A \pm B) = \cos A\cos B \mp \sin A\sin B$$

## Multiple angles

Put $B = A$ in the compound angle formulas:

- $\sin 2A = 2\sin A\cos A = \frac{2\tan A}{1 + \tan^2 A}$
- $\cos 2A = \cos^2 A - \sin^2 A = 1 - 2\sin^2 A = 2\cos^2 A - 1 = \frac{1 - \tan^2 A}{1 + \tan^2 A}$
- $\tan 2A = \frac{2\tan A}{1 - \tan^2 A}$
- $\sin 3A = 3\sin A - 4\sin^3 A$
- $\cos 3A = 4\cos^3 A - 3\cos A$

## Sub-multiple angles

Replace $A$ by $\frac{A}{2}$: $\sin A = 2\sin\frac{A}{2}\cos\frac{A}{2}$ and $\cos A = 1 - 2\sin^2\frac{A}{2}$.

## Worked example 1

If $\sin A = \frac{3}{5}$ and $A$ is acute, find $\sin 2A$ and $\cos 2A$.

1. $\cos A = \frac{4}{5}$
2. $\sin 2A = 2\times\frac{3}{5}\times\frac{4}{5} = \frac{24}{25}$
3. $\cos 2A = 1 - 2\times\frac{9}{25} = \frac{7}{25}$

## Worked example 2

Prove that $\frac{1 - \cos 2A}{\sin 2A} = \tan A$.

$\text{LHS} = \frac{2\sin^2 A}{2\sin A\cos A} = \frac{\sin A}{\cos A} = \tan A = \text{RHS}$`,
  },
  {
    class: '10',
    subject: 'english',
    unit: 'Writing Skills',
    title: 'Writing a Formal Letter',
    description: 'The layout, tone and language of a formal letter, with a model letter to a newspaper editor.',
    topics: ['Layout', 'Salutation and closing', 'Formal tone', 'Letter to the editor'],
    difficulty: 'Easy',
    rating: 4.2,
    downloads: 233,
    ageDays: 95,
    content: r`# Writing a Formal Letter

A formal letter is written to an official, an organisation or a newspaper. It must be clear, polite and to the point.

## Layout

1. Sender's address and date (top right or top left)
2. Receiver's designation and address
3. Subject line: *Subject: Request for a school bus*
4. Salutation: *Dear Sir/Madam,* or *The Editor,*
5. Body: an opening paragraph giving the purpose, one or two paragraphs of details, and a closing paragraph with the request
6. Closing: *Yours faithfully,* (when you do not know the name) or *Yours sincerely,* (when you do), then your name

## Language

- Use complete sentences and no slang or contractions (*do not*, not *don't*).
- Be polite: *I would like to draw your attention to…*, *I would be grateful if…*
- Keep to one topic.

## Model letter

> Tilottama-5, Rupandehi
>
> 12 March 2025
>
> The Editor, The Kathmandu Post, Kathmandu
>
> Subject: Poor condition of the road to our school
>
> Sir,
>
> Through your newspaper I would like to draw the attention of the authorities to the condition of the road leading to our school. The road is full of potholes, and during the monsoon it turns into mud. Students and teachers find it difficult to reach school on time, and several students have been hurt.
>
> I request the municipality to repair the road before the rainy season.
>
> Yours faithfully,
>
> Sita Gurung`,
  },
  {
    class: '10',
    subject: 'social-studies',
    unit: 'Our Earth',
    title: 'Natural Disasters in Nepal: Earthquakes and Floods',
    description: 'Why Nepal is prone to earthquakes, floods and landslides, and what to do before, during and after a disaster.',
    topics: ['Earthquake', 'Flood', 'Landslide', 'Disaster preparedness', 'Gorkha earthquake 2072'],
    difficulty: 'Easy',
    rating: 4.3,
    downloads: 154,
    ageDays: 75,
    content: r`# Natural Disasters in Nepal: Earthquakes and Floods

## Why Nepal is at risk

Nepal lies where the Indian plate pushes under the Eurasian plate; this collision built the Himalaya and still causes earthquakes. Steep slopes, fragile rocks and heavy monsoon rain (June to September) cause floods and landslides.

## The Gorkha earthquake

On **12 Baisakh 2072 (25 April 2015)** a magnitude 7.8 earthquake with its epicentre in Barpak, Gorkha, killed about 9,000 people and destroyed or damaged hundreds of thousands of houses and many heritage sites.

## Before, during and after an earthquake

| Stage | What to do |
| --- | --- |
| Before | build to the building code, fix heavy furniture to walls, keep a go-bag with water, food, torch and first-aid kit, practise drills |
| During | **drop, cover and hold** under a strong table; stay away from windows; if outside, move to an open space |
| After | check for injuries, switch off gas and electricity, expect aftershocks, follow official information |

## Floods and landslides

Avoid building on river banks and steep slopes, plant trees to hold the soil, listen to early warnings on the radio and move to higher ground when the river rises.

## Institutions

The National Disaster Risk Reduction and Management Authority coordinates disaster work; local governments, the Nepal Red Cross Society and the security forces lead rescue and relief.`,
  },
];
