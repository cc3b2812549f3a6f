import type { NoteSeed } from './types';

const r = String.raw;

/** Class 12 Physics, Chemistry, Biology and Mathematics notes (NEB syllabus). */
export const NOTES_12_SCIENCE: NoteSeed[] = [
  {
    class: '12',
    subject: 'physics',
    unit: 'Rotational Dynamics',
    title: 'Moment of Inertia and Rotational Motion',
    description: 'Moment of inertia, radius of gyration, the parallel and perpendicular axis theorems, torque and angular momentum.',
    topics: ['Moment of inertia', 'Radius of gyration', 'Parallel axis theorem', 'Perpendicular axis theorem', 'Torque', 'Angular momentum'],
    difficulty: 'Medium',
    pdf: true,
    rating: 4.7,
    downloads: 312,
    ageDays: 120,
    content: r`# Moment of Inertia and Rotational Motion

In rotation, **moment of inertia** plays the role that mass plays in straight-line motion: it measures how hard it is to change a body's rotational state.

## Moment of inertia

For particles of masses $m_1, m_2, \dots$ at perpendicular distances $r_1, r_2, \dots$ from the axis,

$$I = \sum_i m_i r_i^2$$

For a continuous body, $I = \int r^2\, dm$. The SI unit is $\text{kg m}^2$. It depends on the mass, on how the mass is distributed and on the position of the axis.

The **radius of gyration** $K$ is the distance at which the whole mass could be placed to give the same moment of inertia: $I = MK^2$.

## Theorems of moment of inertia

- **Parallel axis theorem:** $I = I_{cm} + Md^2$, where $d$ is the distance between the given axis and a parallel axis through the centre of mass.
- **Perpendicular axis theorem** (plane laminas only): $I_z = I_x + I_y$, where the $x$ and $y$ axes lie in the plane and the $z$ axis is perpendicular to it.

| Body | Axis | $I$ |
| --- | --- | --- |
| Thin ring | through centre, perpendicular to plane | $MR^2$ |
| Disc | through centre, perpendicular to plane | $\frac{1}{2}MR^2$ |
| Rod of length $l$ | through centre, perpendicular to rod | $\frac{1}{12}Ml^2$ |
| Solid sphere | diameter | $\frac{2}{5}MR^2$ |

## Torque and angular momentum

Torque is the turning effect of a force, $\tau = rF\sin\theta$, and it produces angular acceleration: $\tau = I\alpha$. Angular momentum is $L = I\omega$, and $\tau = \frac{dL}{dt}$. When no external torque acts, $L$ is conserved:

$$I_1\omega_1 = I_2\omega_2$$

A skater who pulls in her arms reduces $I$, so $\omega$ increases.

## Worked example

A disc of mass 2 kg and radius 0.1 m rotates at 10 rad/s. Find its rotational kinetic energy.

1. $I = \frac{1}{2}MR^2 = \frac{1}{2}(2)(0.1)^2 = 0.01\ \text{kg m}^2$
2. $K = \frac{1}{2}I\omega^2 = \frac{1}{2}(0.01)(10)^2 = 0.5\ \text{J}$

**Answer:** 0.5 J.`,
  },
  {
    class: '12',
    subject: 'physics',
    unit: 'Fluid Statics and Dynamics',
    title: "Bernoulli's Theorem and Its Applications",
    description: "Equation of continuity, Bernoulli's theorem for streamline flow, and where it is used: venturimeter, aerofoil, atomiser.",
    topics: ['Streamline flow', 'Equation of continuity', "Bernoulli's theorem", 'Venturimeter', 'Lift on an aerofoil'],
    difficulty: 'Medium',
    rating: 4.5,
    downloads: 268,
    ageDays: 95,
    content: r`# Bernoulli's Theorem and Its Applications

## Streamline flow and continuity

In **streamline** (steady) flow every particle passing a point follows the same path with the same velocity. For an incompressible liquid, the volume entering one end of a tube each second equals the volume leaving the other:

$$A_1 v_1 = A_2 v_2$$

So the liquid moves faster where the tube is narrower.

## Bernoulli's theorem

For the streamline flow of an ideal (incompressible, non-viscous) fluid, the sum of pressure energy, kinetic energy and potential energy per unit volume is constant along a streamline:

$$P + \frac{1}{2}\rho v^2 + \rho g h = \text{constant}$$

**Derivation idea.** Consider fluid moving from section 1 (pressure $P_1$, area $A_1$, speed $v_1$, height $h_1$) to section 2. The net work done by pressure on a volume $V$ is $(P_1 - P_2)V$. By the work-energy theorem this equals the gain in kinetic and potential energy, $\frac{1}{2}\rho V(v_2^2 - v_1^2) + \rho V g (h_2 - h_1)$. Rearranging gives $P_1 + \frac{1}{2}\rho v_1^2 + \rho g h_1 = P_2 + \frac{1}{2}\rho v_2^2 + \rho g h_2$.

## Applications

- **Venturimeter:** a constriction raises the speed and lowers the pressure; the pressure difference measures the flow rate.
- **Lift on an aeroplane wing:** air above the curved wing moves faster, so the pressure above is lower than below.
- **Atomiser and Bunsen burner:** a fast jet lowers the pressure and draws liquid or air in.
- **Roofs blown off in storms:** fast wind over the roof lowers the pressure above it.

## Worked example

Water flows through a horizontal pipe whose area falls from $4\ \text{cm}^2$ to $2\ \text{cm}^2$. The speed in the wide part is $2\ \text{m/s}$. Find the pressure difference. ($\rho = 1000\ \text{kg/m}^3$)

1. Continuity: $v_2 = \frac{A_1 v_1}{A_2} = \frac{4 \times 2}{2} = 4\ \text{m/s}$
2. Bernoulli (same height): $P_1 - P_2 = \frac{1}{2}\rho(v_2^2 - v_1^2) = \frac{1}{2}(1000)(16 - 4) = 6000\ \text{Pa}$

**Answer:** the pressure in the wide part is higher by 6 kPa.`,
  },
  {
    class: '12',
    subject: 'physics',
    unit: 'Electrostatics',
    title: "Gauss's Law and Its Applications",
    description: "Electric flux, Gauss's law, and the field of a line charge, a charged plane sheet and a charged spherical shell.",
    topics: ['Electric flux', "Gauss's law", 'Gaussian surface', 'Line charge', 'Plane sheet', 'Spherical shell'],
    difficulty: 'Hard',
    rating: 4.8,
    downloads: 405,
    ageDays: 80,
    content: r`# Gauss's Law and Its Applications

## Electric flux

Electric flux through a surface measures the number of field lines crossing it. For a uniform field $E$ through a flat area $A$ whose normal makes angle $\theta$ with the field,

$$\phi = EA\cos\theta = \vec{E}\cdot\vec{A}$$

Its SI unit is $\text{N m}^2\,\text{C}^{-1}$.

## Gauss's law

The total electric flux through any closed surface equals $\frac{1}{\varepsilon_0}$ times the charge enclosed:

$$\oint \vec{E}\cdot d\vec{A} = \frac{q_{enc}}{\varepsilon_0}$$

Charges outside the surface contribute no net flux. The law is most useful when symmetry lets us choose a **Gaussian surface** on which $E$ is constant.

## Applications

**1. Infinite line charge** (charge per unit length $\lambda$). Take a coaxial cylinder of radius $r$ and length $l$. Flux passes only through the curved surface: $E(2\pi r l) = \frac{\lambda l}{\varepsilon_0}$, so

$$E = \frac{\lambda}{2\pi\varepsilon_0 r}$$

**2. Infinite plane sheet** (charge per unit area $\sigma$). A cylinder piercing the sheet has flux through both flat ends: $2EA = \frac{\sigma A}{\varepsilon_0}$, so $E = \frac{\sigma}{2\varepsilon_0}$, independent of distance.

**3. Charged spherical shell** (charge $q$, radius $R$). Outside ($r > R$): $E = \frac{1}{4\pi\varepsilon_0}\frac{q}{r^2}$, as if all the charge were at the centre. Inside ($r < R$): no charge is enclosed, so $E = 0$.

## Worked example

A charge of $8.85\ \mu\text{C}$ sits at the centre of a cube. Find the flux through one face.

1. Total flux: $\phi = \frac{q}{\varepsilon_0} = \frac{8.85 \times 10^{-6}}{8.85 \times 10^{-12}} = 10^6\ \text{N m}^2\text{C}^{-1}$
2. By symmetry each of the 6 faces gets one sixth: $\phi_{face} \approx 1.67 \times 10^5\ \text{N m}^2\text{C}^{-1}$`,
  },
  {
    class: '12',
    subject: 'physics',
    unit: 'Current Electricity',
    title: "Kirchhoff's Laws and the Wheatstone Bridge",
    description: "The junction and loop rules, how to apply them to networks, and the balance condition of a Wheatstone bridge and metre bridge.",
    topics: ["Kirchhoff's current law", "Kirchhoff's voltage law", 'Wheatstone bridge', 'Metre bridge', 'Potentiometer'],
    difficulty: 'Medium',
    pdf: true,
    rating: 4.6,
    downloads: 356,
    ageDays: 60,
    content: r`# Kirchhoff's Laws and the Wheatstone Bridge

## Kirchhoff's first law (junction rule)

The algebraic sum of the currents meeting at a junction is zero: $\sum I = 0$. Current entering is taken positive and current leaving negative. This is **conservation of charge**.

## Kirchhoff's second law (loop rule)

Around any closed loop, the algebraic sum of the emfs equals the algebraic sum of the potential drops:

$$\sum \varepsilon = \sum IR$$

This is **conservation of energy**. Going round a loop in the direction of the current, a resistor gives a drop $IR$; going through a cell from $-$ to $+$ gives a rise $\varepsilon$.

## Wheatstone bridge

Four resistances $P, Q, R, S$ form a quadrilateral with a galvanometer across one diagonal and a cell across the other. The bridge is **balanced** (no current in the galvanometer) when

$$\frac{P}{Q} = \frac{R}{S}$$

**Proof sketch.** With no galvanometer current, the same current $I_1$ flows through $P$ and $Q$, and $I_2$ through $R$ and $S$. The two ends of the galvanometer are at the same potential, so $I_1 P = I_2 R$ and $I_1 Q = I_2 S$. Dividing gives the condition.

## Metre bridge

A metre bridge is a Wheatstone bridge in which $R$ and $S$ are the two parts of a uniform 1 m wire. If the balance point is at $l$ cm from the end next to the unknown resistance $X$ (with a known $R$ in the other gap),

$$\frac{X}{R} = \frac{l}{100 - l}$$

## Worked example

In a metre bridge the balance point is at 40 cm with $X$ in the left gap and $R = 6\ \Omega$ in the right gap. Find $X$.

$X = R\frac{l}{100 - l} = 6 \times \frac{40}{60} = 4\ \Omega$`,
  },
  {
    class: '12',
    subject: 'physics',
    unit: 'Optics',
    title: "Refraction through Lenses and the Lens Maker's Formula",
    description: "Refraction at a spherical surface, the lens maker's formula, the lens formula and power of lenses in contact.",
    topics: ['Refraction at spherical surface', "Lens maker's formula", 'Lens formula', 'Power of a lens', 'Lenses in contact'],
    difficulty: 'Hard',
    isPremium: true,
    rating: 4.6,
    downloads: 190,
    ageDays: 45,
    content: r`# Refraction through Lenses and the Lens Maker's Formula

## Sign convention

Distances are measured from the optical centre. Distances in the direction of the incident light are positive (Cartesian convention); a converging lens has positive focal length.

## Lens maker's formula

For a thin lens of refractive index $\mu$ (relative to the surrounding medium) with surfaces of radii $R_1$ and $R_2$:

$$\frac{1}{f} = (\mu - 1)\left(\frac{1}{R_1} - \frac{1}{R_2}\right)$$

**Derivation outline.** Refraction at the first surface forms an image $I_1$ that acts as the object for the second surface. Adding the two single-surface equations $\frac{\mu_2}{v} - \frac{\mu_1}{u} = \frac{\mu_2 - \mu_1}{R}$ eliminates the intermediate image and, for an object at infinity, gives the formula above.

## Lens formula and magnification

$$\frac{1}{v} - \frac{1}{u} = \frac{1}{f}, \qquad m = \frac{v}{u}$$

## Power

The power of a lens is $P = \frac{1}{f}$ with $f$ in metres; the unit is the **dioptre** (D). For thin lenses in contact the powers add: $P = P_1 + P_2$, so $\frac{1}{F} = \frac{1}{f_1} + \frac{1}{f_2}$.

## Worked example

A biconvex lens of glass ($\mu = 1.5$) has both radii 20 cm. Find its focal length and power.

1. $R_1 = +20\ \text{cm}$, $R_2 = -20\ \text{cm}$
2. $\frac{1}{f} = 0.5\left(\frac{1}{20} + \frac{1}{20}\right) = \frac{1}{20}$, so $f = 20\ \text{cm}$
3. $P = \frac{1}{0.20} = +5\ \text{D}$

If the same lens is put in water ($\mu_w = 1.33$), the relative index is $\frac{1.5}{1.33} \approx 1.128$, so $\frac{1}{f'} = 0.128 \times \frac{1}{10}$ and $f' \approx 78\ \text{cm}$: the lens becomes much weaker.`,
  },
  {
    class: '12',
    subject: 'physics',
    unit: 'Modern Physics',
    title: "Photoelectric Effect and Einstein's Equation",
    description: "Laws of photoelectric emission, Einstein's photoelectric equation, stopping potential and Millikan's verification.",
    topics: ['Photoelectric effect', 'Work function', 'Threshold frequency', 'Stopping potential', "Einstein's equation", "Millikan's experiment"],
    difficulty: 'Medium',
    isPremium: true,
    pdf: true,
    rating: 4.9,
    downloads: 221,
    ageDays: 30,
    content: r`# Photoelectric Effect and Einstein's Equation

When light of suitable frequency falls on a metal surface, electrons are emitted. These are **photoelectrons**.

## Experimental laws

1. For each metal there is a minimum **threshold frequency** $\nu_0$ below which no electrons are emitted, however intense the light.
2. The maximum kinetic energy of the photoelectrons increases with frequency but does not depend on intensity.
3. The photoelectric current (number of electrons per second) is proportional to the intensity.
4. Emission is instantaneous (within about $10^{-9}$ s).

The wave theory cannot explain laws 1, 2 and 4.

## Einstein's explanation

Light consists of photons, each of energy $h\nu$. A photon gives all its energy to one electron. Part of it, the **work function** $\phi = h\nu_0$, frees the electron; the rest becomes kinetic energy:

$$h\nu = \phi + \frac{1}{2}mv_{max}^2$$

## Stopping potential

The reverse potential $V_0$ that just stops the fastest electrons satisfies $eV_0 = \frac{1}{2}mv_{max}^2$, so

$$V_0 = \frac{h}{e}\nu - \frac{\phi}{e}$$

A graph of $V_0$ against $\nu$ is a straight line of slope $\frac{h}{e}$ cutting the frequency axis at $\nu_0$. Millikan used this to measure Planck's constant.

## Worked example

Light of wavelength 400 nm falls on a metal of work function 2.0 eV. Find the stopping potential. ($h = 6.63 \times 10^{-34}\ \text{J s}$, $c = 3 \times 10^8\ \text{m/s}$)

1. $E = \frac{hc}{\lambda} = \frac{6.63 \times 10^{-34} \times 3 \times 10^8}{400 \times 10^{-9}} = 4.97 \times 10^{-19}\ \text{J} = 3.11\ \text{eV}$
2. $eV_0 = 3.11 - 2.0 = 1.11\ \text{eV}$, so $V_0 \approx 1.1\ \text{V}$`,
  },
  {
    class: '12',
    subject: 'chemistry',
    unit: 'Chemical Kinetics',
    title: 'Order of Reaction and First-Order Kinetics',
    description: 'Rate of reaction, rate law, order and molecularity, the integrated first-order equation and half-life.',
    topics: ['Rate of reaction', 'Rate law', 'Order and molecularity', 'First-order reaction', 'Half-life', 'Arrhenius equation'],
    difficulty: 'Medium',
    pdf: true,
    rating: 4.7,
    downloads: 289,
    ageDays: 110,
    content: r`# Order of Reaction and First-Order Kinetics

## Rate of reaction

For $\text{A} \rightarrow \text{products}$, the rate is the decrease in concentration of A per unit time: $\text{rate} = -\frac{d[\text{A}]}{dt}$, usually in $\text{mol L}^{-1}\text{s}^{-1}$.

## Rate law, order and molecularity

The rate law is found by experiment: $\text{rate} = k[\text{A}]^x[\text{B}]^y$. The **order** is $x + y$; it may be zero, whole or fractional. **Molecularity** is the number of particles colliding in one elementary step; it is always a whole number (1, 2 or 3).

## First-order reactions

For $\text{rate} = k[\text{A}]$, integration gives

$$k = \frac{2.303}{t}\log\frac{[\text{A}]_0}{[\text{A}]}$$

The unit of $k$ is $\text{s}^{-1}$. Examples: radioactive decay, decomposition of $\text{N}_2\text{O}_5$, hydrolysis of ethyl acetate in acid (pseudo first order).

## Half-life

At $t = t_{1/2}$, $[\text{A}] = \frac{[\text{A}]_0}{2}$, so

$$t_{1/2} = \frac{2.303}{k}\log 2 = \frac{0.693}{k}$$

The half-life of a first-order reaction does **not** depend on the starting concentration. For a zero-order reaction, $t_{1/2} = \frac{[\text{A}]_0}{2k}$.

## Temperature

Most rates roughly double for a 10 °C rise. The Arrhenius equation $k = Ae^{-E_a/RT}$ links $k$ to the activation energy $E_a$.

## Worked example

A first-order reaction is 20% complete in 10 minutes. Find $k$ and the half-life.

1. $[\text{A}] = 0.8[\text{A}]_0$, so $k = \frac{2.303}{10}\log\frac{1}{0.8} = 0.2303 \times 0.0969 = 0.0223\ \text{min}^{-1}$
2. $t_{1/2} = \frac{0.693}{0.0223} \approx 31\ \text{min}$`,
  },
  {
    class: '12',
    subject: 'chemistry',
    unit: 'Electrochemistry',
    title: 'Electrochemical Cells and the Nernst Equation',
    description: 'Galvanic cells, electrode potential, the standard hydrogen electrode, cell EMF and the Nernst equation.',
    topics: ['Galvanic cell', 'Daniell cell', 'Standard electrode potential', 'Standard hydrogen electrode', 'Nernst equation', 'EMF and free energy'],
    difficulty: 'Hard',
    isPremium: true,
    rating: 4.5,
    downloads: 174,
    ageDays: 70,
    content: r`# Electrochemical Cells and the Nernst Equation

## Galvanic cells

A galvanic cell turns the free energy of a spontaneous redox reaction into electrical energy. In the **Daniell cell**, zinc is oxidised at the anode and copper ions are reduced at the cathode:

$$\text{Zn} + \text{Cu}^{2+} \rightarrow \text{Zn}^{2+} + \text{Cu}$$

Cell notation: $\text{Zn}\,|\,\text{Zn}^{2+}(1\,\text{M})\,||\,\text{Cu}^{2+}(1\,\text{M})\,|\,\text{Cu}$. The salt bridge completes the circuit and keeps the solutions neutral.

## Electrode potential

The **standard electrode potential** $E^\circ$ is measured against the standard hydrogen electrode (SHE, $E^\circ = 0.00\ \text{V}$) at 298 K, 1 M and 1 atm. By convention reduction potentials are listed.

$$E^\circ_{cell} = E^\circ_{cathode} - E^\circ_{anode}$$

For the Daniell cell: $E^\circ_{cell} = 0.34 - (-0.76) = 1.10\ \text{V}$.

## Nernst equation

For $M^{n+} + ne^- \rightarrow M$ at 298 K,

$$E = E^\circ - \frac{0.0591}{n}\log\frac{1}{[M^{n+}]}$$

and for a whole cell $E_{cell} = E^\circ_{cell} - \frac{0.0591}{n}\log Q$, where $Q$ is the reaction quotient.

## EMF and free energy

$$\Delta G = -nFE_{cell}, \qquad \Delta G^\circ = -2.303RT\log K$$

A positive EMF means $\Delta G < 0$: the reaction is spontaneous.

## Worked example

Find the EMF of $\text{Zn}\,|\,\text{Zn}^{2+}(0.01\,\text{M})\,||\,\text{Cu}^{2+}(1\,\text{M})\,|\,\text{Cu}$ at 298 K.

1. $Q = \frac{[\text{Zn}^{2+}]}{[\text{Cu}^{2+}]} = 0.01$, $n = 2$
2. $E = 1.10 - \frac{0.0591}{2}\log 0.01 = 1.10 + 0.0591 = 1.159\ \text{V}$`,
  },
  {
    class: '12',
    subject: 'chemistry',
    unit: 'Volumetric Analysis',
    title: 'Normality and Titration Calculations',
    description: 'Equivalent mass, normality, molarity, the normality equation and how to solve acid-base titration problems.',
    topics: ['Equivalent mass', 'Normality', 'Molarity', 'Normality equation', 'Acid-base titration', 'Indicators'],
    difficulty: 'Easy',
    rating: 4.4,
    downloads: 241,
    ageDays: 140,
    content: r`# Normality and Titration Calculations

## Equivalent mass

- Acid: $\frac{\text{molar mass}}{\text{basicity}}$ (for $\text{H}_2\text{SO}_4$: $\frac{98}{2} = 49$)
- Base: $\frac{\text{molar mass}}{\text{acidity}}$ (for NaOH: 40)
- Salt: $\frac{\text{molar mass}}{\text{total charge on cations}}$ (for $\text{Na}_2\text{CO}_3$: $\frac{106}{2} = 53$)

## Concentration terms

$$N = \frac{\text{mass of solute (g)}}{\text{equivalent mass} \times V(\text{L})}, \qquad M = \frac{\text{moles of solute}}{V(\text{L})}$$

and $N = M \times n$, where $n$ is the basicity, acidity or valence factor.

## Normality equation

At the equivalence point the gram equivalents of acid and base are equal:

$$N_1 V_1 = N_2 V_2$$

## Indicators

| Titration | Indicator |
| --- | --- |
| Strong acid vs strong base | phenolphthalein or methyl orange |
| Weak acid vs strong base | phenolphthalein |
| Strong acid vs weak base | methyl orange |

## Worked example

25 mL of a $\text{Na}_2\text{CO}_3$ solution needs 20 mL of $0.1\ \text{N}$ HCl for neutralisation. Find the strength of the carbonate solution in g/L.

1. $N_1 V_1 = N_2 V_2$: $N_1 \times 25 = 0.1 \times 20$, so $N_1 = 0.08\ \text{N}$
2. Strength $= N \times \text{equivalent mass} = 0.08 \times 53 = 4.24\ \text{g/L}$`,
  },
  {
    class: '12',
    subject: 'chemistry',
    unit: 'Haloalkanes and Haloarenes',
    title: 'SN1 and SN2 Reactions of Haloalkanes',
    description: 'Nucleophilic substitution in haloalkanes: mechanisms, kinetics, stereochemistry and what decides between SN1 and SN2.',
    topics: ['Nucleophilic substitution', 'SN1 mechanism', 'SN2 mechanism', 'Walden inversion', 'Racemisation', 'Reactivity order'],
    difficulty: 'Hard',
    isPremium: true,
    rating: 4.6,
    downloads: 133,
    ageDays: 25,
    content: r`# SN1 and SN2 Reactions of Haloalkanes

The C–X bond in a haloalkane is polar ($\text{C}^{\delta+}$–$\text{X}^{\delta-}$), so a nucleophile attacks the carbon and replaces the halide.

## SN2: bimolecular substitution

- One step: the nucleophile attacks from the side opposite the leaving group while the C–X bond breaks.
- Rate $= k[\text{RX}][\text{Nu}^-]$: second order.
- The configuration is inverted (**Walden inversion**), like an umbrella turning inside out.
- Reactivity: $\text{CH}_3\text{X} > 1^\circ > 2^\circ > 3^\circ$, because bulky groups block the back-side attack.

Example: $\text{CH}_3\text{Br} + \text{OH}^- \rightarrow \text{CH}_3\text{OH} + \text{Br}^-$

## SN1: unimolecular substitution

- Two steps: the C–X bond breaks slowly to give a carbocation, then the nucleophile adds quickly.
- Rate $= k[\text{RX}]$: first order.
- The planar carbocation can be attacked from either face, so an optically active substrate gives a mostly **racemic** product.
- Reactivity: $3^\circ > 2^\circ > 1^\circ$, following carbocation stability. Polar protic solvents (water, alcohols) help.

Example: $(\text{CH}_3)_3\text{CBr} + \text{H}_2\text{O} \rightarrow (\text{CH}_3)_3\text{COH} + \text{HBr}$

## Comparison

| | SN1 | SN2 |
| --- | --- | --- |
| Steps | two (carbocation) | one (transition state) |
| Kinetics | first order | second order |
| Stereochemistry | racemisation | inversion |
| Best substrate | tertiary | methyl, primary |

## Leaving group

For the same alkyl group the rate follows $\text{R–I} > \text{R–Br} > \text{R–Cl} > \text{R–F}$: the weakest C–X bond breaks most easily.

## Worked example

Which mechanism does each reaction follow, and what is the product?

1. (R)-2-bromobutane with $\text{OH}^-$ in acetone: a secondary halide, a strong nucleophile and an aprotic solvent favour **SN2**, so the product is (S)-butan-2-ol with inverted configuration.
2. 2-bromo-2-methylpropane in water: a tertiary halide in a polar protic solvent reacts by **SN1**, giving 2-methylpropan-2-ol; doubling $[\text{OH}^-]$ does not change the rate.`,
  },
  {
    class: '12',
    subject: 'biology',
    unit: 'Genetics',
    title: "Mendel's Laws of Inheritance",
    description: 'Monohybrid and dihybrid crosses, the laws of dominance, segregation and independent assortment, and the test cross.',
    topics: ['Monohybrid cross', 'Dihybrid cross', 'Law of segregation', 'Law of independent assortment', 'Test cross', 'Incomplete dominance'],
    difficulty: 'Easy',
    rating: 4.8,
    downloads: 377,
    ageDays: 150,
    content: r`# Mendel's Laws of Inheritance

Gregor Mendel studied seven contrasting characters of the garden pea (*Pisum sativum*). Pea was a good choice: it has clear contrasting traits, a short life cycle and it self-pollinates but can be cross-pollinated by hand.

## Monohybrid cross

Crossing pure tall (TT) with pure dwarf (tt) plants gives all tall F1 plants (Tt). Selfing F1 gives F2 in the **phenotypic ratio 3 : 1** (tall : dwarf) and the **genotypic ratio 1 : 2 : 1** (TT : Tt : tt).

## Mendel's laws

1. **Law of dominance:** in a heterozygote only the dominant allele is expressed.
2. **Law of segregation (purity of gametes):** the two alleles of a gene separate during gamete formation, so each gamete carries only one.
3. **Law of independent assortment:** alleles of different genes assort independently of one another during gamete formation (true for genes on different chromosomes).

## Dihybrid cross

Round yellow (RRYY) × wrinkled green (rryy) gives round yellow F1 (RrYy). F1 forms four kinds of gametes in equal numbers: RY, Ry, rY, ry. The F2 phenotypic ratio is

$$9 : 3 : 3 : 1$$

(round yellow : round green : wrinkled yellow : wrinkled green). Six of the 16 combinations (round green and wrinkled yellow) are new combinations not seen in either parent, which shows that the two genes assort independently.

## Test cross

Crossing an individual of dominant phenotype with the homozygous recessive reveals its genotype: a 1 : 1 ratio means it was heterozygous; all dominant offspring means homozygous.

## Worked example

What fraction of the F2 of a dihybrid cross is homozygous for both genes? The homozygotes are RRYY, RRyy, rrYY and rryy, one square each in the 16-square Punnett table: $\frac{4}{16} = \frac{1}{4}$.`,
  },
  {
    class: '12',
    subject: 'biology',
    unit: 'Human Physiology',
    title: 'The Nephron and Urine Formation',
    description: 'Structure of the nephron and the three steps of urine formation: ultrafiltration, selective reabsorption and tubular secretion.',
    topics: ['Nephron structure', 'Ultrafiltration', 'Selective reabsorption', 'Tubular secretion', 'Counter-current mechanism', 'ADH'],
    difficulty: 'Medium',
    isPremium: true,
    rating: 4.7,
    downloads: 198,
    ageDays: 55,
    content: r`# The Nephron and Urine Formation

Each human kidney has about one million **nephrons**, its structural and functional units.

## Structure of a nephron

1. **Bowman's capsule**: a double-walled cup that holds the **glomerulus**, a tuft of capillaries fed by the wider afferent arteriole and drained by the narrower efferent arteriole. Together they form the Malpighian (renal) corpuscle.
2. **Proximal convoluted tubule (PCT)**: lined with cells bearing microvilli.
3. **Loop of Henle**: a descending and an ascending limb dipping into the medulla.
4. **Distal convoluted tubule (DCT)**, which opens into a **collecting duct**.

## Ultrafiltration

Because the efferent arteriole is narrower than the afferent one, blood pressure in the glomerulus is high. Water and small solutes (glucose, amino acids, urea, salts) are forced into Bowman's capsule; blood cells and proteins stay behind. About 125 mL of filtrate forms each minute (about 180 L a day).

## Selective reabsorption

- In the PCT, all the glucose and amino acids and most of the water and salts are reabsorbed.
- The descending limb of Henle's loop is permeable to water; the ascending limb pumps out salt but is impermeable to water. This **counter-current mechanism** keeps the medulla salty, so water can later leave the collecting duct.
- In the DCT and collecting duct, water reabsorption is controlled by **ADH** (antidiuretic hormone) and sodium reabsorption by aldosterone.

## Tubular secretion

Cells of the tubule actively secrete $\text{H}^+$, $\text{K}^+$, ammonia and some drugs into the filtrate, helping to keep blood pH and ion balance.

Of 180 L of filtrate, only about 1.5 L leaves the body as urine each day.`,
  },
  {
    class: '12',
    subject: 'biology',
    unit: 'Ecology',
    title: 'Ecosystem: Energy Flow and Ecological Pyramids',
    description: 'Food chains and webs, the 10 percent law of energy transfer, and pyramids of number, biomass and energy.',
    topics: ['Food chain', 'Food web', 'Trophic levels', 'Ten percent law', 'Ecological pyramids'],
    difficulty: 'Easy',
    rating: 4.3,
    downloads: 164,
    ageDays: 20,
    content: r`# Ecosystem: Energy Flow and Ecological Pyramids

## Trophic levels

Producers (green plants) fix solar energy by photosynthesis. Herbivores are primary consumers, carnivores secondary and tertiary consumers, and decomposers return nutrients to the soil. A **food chain** is one path of feeding (grass → grasshopper → frog → snake → hawk); interlinked chains form a **food web**.

## Energy flow

Energy flows in one direction: sun → producers → herbivores → carnivores. At each step most of it is lost as heat in respiration. Lindeman's **10 percent law**: only about 10% of the energy at one trophic level is passed on to the next.

If producers fix 10 000 J, herbivores get about 1 000 J, primary carnivores 100 J and secondary carnivores 10 J. This is why food chains rarely have more than four or five links.

## Ecological pyramids

| Pyramid | What it shows | Shape |
| --- | --- | --- |
| Number | individuals at each level | upright in a grassland, inverted in a parasitic chain (one tree, many birds, more parasites) |
| Biomass | dry mass at each level | upright on land, can be inverted in the sea |
| Energy | energy flow at each level | **always upright** |

The pyramid of energy can never be inverted, because energy is lost at every transfer.

## Worked example

If a lion eats deer that ate grass which fixed $2 \times 10^6$ kJ, how much energy reaches the lion? Grass → deer → lion is two transfers: $2 \times 10^6 \times 0.1 \times 0.1 = 2 \times 10^4$ kJ.`,
  },
  {
    class: '12',
    subject: 'mathematics',
    unit: 'Derivatives',
    title: 'Derivatives: Rules and Standard Results',
    description: 'Derivative from first principles, the product, quotient and chain rules, and derivatives of trigonometric, inverse, exponential and logarithmic functions.',
    topics: ['First principles', 'Product rule', 'Quotient rule', 'Chain rule', 'Inverse trigonometric functions', 'Logarithmic differentiation'],
    difficulty: 'Medium',
    pdf: true,
    rating: 4.8,
    downloads: 421,
    ageDays: 100,
    content: r`# Derivatives: Rules and Standard Results

## First principles

$$\frac{dy}{dx} = f'(x) = \lim_{h \to 0}\frac{f(x + h) - f(x)}{h}$$

For $f(x) = x^2$: $\frac{(x + h)^2 - x^2}{h} = 2x + h \rightarrow 2x$.

## Rules

- Product: $\frac{d}{dx}(uv) = u\frac{dv}{dx} + v\frac{du}{dx}$
- Quotient: $\frac{d}{dx}\left(\frac{u}{v}\right) = \frac{v\frac{du}{dx} - u\frac{dv}{dx}}{v^2}$
- Chain: if $y = f(u)$ and $u = g(x)$ then $\frac{dy}{dx} = \frac{dy}{du}\cdot\frac{du}{dx}$

## Standard derivatives

| $f(x)$ | $f'(x)$ |
| --- | --- |
| $x^n$ | $nx^{n-1}$ |
| $e^x$ | $e^x$ |
| $\ln x$ | $\frac{1}{x}$ |
| $\sin x$ | $\cos x$ |
| $\cos x$ | $-\sin x$ |
| $\tan x$ | $\sec^2 x$ |
| $\sin^{-1}x$ | $\frac{1}{\sqrt{1 - x^2}}$ |
| $\tan^{-1}x$ | $\frac{1}{1 + x^2}$ |

## Worked examples

**1.** Differentiate $y = x^2\sin x$.

$\frac{dy}{dx} = x^2\cos x + 2x\sin x$

**2.** Differentiate $y = \sin^{-1}(2x)$.

By the chain rule, $\frac{dy}{dx} = \frac{1}{\sqrt{1 - 4x^2}}\cdot 2 = \frac{2}{\sqrt{1 - 4x^2}}$

**3.** Differentiate $y = x^x$ (logarithmic differentiation).

$\ln y = x\ln x$, so $\frac{1}{y}\frac{dy}{dx} = \ln x + 1$ and $\frac{dy}{dx} = x^x(1 + \ln x)$`,
  },
  {
    class: '12',
    subject: 'mathematics',
    unit: 'Integration',
    title: 'Integration by Substitution and by Parts',
    description: 'Standard integrals, the substitution method, integration by parts with the ILATE rule, and definite integrals.',
    topics: ['Standard integrals', 'Substitution', 'Integration by parts', 'ILATE rule', 'Definite integrals'],
    difficulty: 'Hard',
    isPremium: true,
    rating: 4.7,
    downloads: 256,
    ageDays: 75,
    content: r`# Integration by Substitution and by Parts

Integration reverses differentiation: if $\frac{d}{dx}F(x) = f(x)$ then $\int f(x)\,dx = F(x) + C$.

## Standard integrals

- $\int x^n\,dx = \frac{x^{n+1}}{n+1} + C \quad (n \neq -1)$
- $\int \frac{1}{x}\,dx = \ln|x| + C$
- $\int e^x\,dx = e^x + C$
- $\int \frac{dx}{x^2 + a^2} = \frac{1}{a}\tan^{-1}\frac{x}{a} + C$
- $\int \frac{dx}{\sqrt{a^2 - x^2}} = \sin^{-1}\frac{x}{a} + C$

## Substitution

Put $u = g(x)$ so that $du = g'(x)\,dx$.

Example: $\int 2x\cos(x^2)\,dx$. Let $u = x^2$, $du = 2x\,dx$: $\int \cos u\,du = \sin u + C = \sin(x^2) + C$.

## Integration by parts

$$\int u\,dv = uv - \int v\,du$$

Choose $u$ by the **ILATE** order: Inverse trigonometric, Logarithmic, Algebraic, Trigonometric, Exponential.

Example: $\int x e^x\,dx$. Take $u = x$, $dv = e^x dx$: $x e^x - \int e^x\,dx = e^x(x - 1) + C$.

Example: $\int \ln x\,dx$. Take $u = \ln x$, $dv = dx$: $x\ln x - \int x\cdot\frac{1}{x}\,dx = x\ln x - x + C$.

## Definite integrals

$$\int_a^b f(x)\,dx = F(b) - F(a)$$

Example: $\int_0^{\pi/2}\sin x\,dx = [-\cos x]_0^{\pi/2} = 0 - (-1) = 1$

## Worked example

Evaluate $\int_0^{\pi} x\sin x\,dx$.

1. By parts with $u = x$, $dv = \sin x\,dx$: $\int x\sin x\,dx = -x\cos x + \int\cos x\,dx = -x\cos x + \sin x + C$
2. $\left[-x\cos x + \sin x\right]_0^{\pi} = (-\pi\cos\pi + \sin\pi) - (0 + 0) = \pi$`,
  },
  {
    class: '12',
    subject: 'mathematics',
    unit: 'Complex Numbers',
    title: "De Moivre's Theorem and Roots of Complex Numbers",
    description: "Polar form of a complex number, De Moivre's theorem and how to find the nth roots, including the cube roots of unity.",
    topics: ['Polar form', 'Modulus and argument', "De Moivre's theorem", 'nth roots', 'Cube roots of unity'],
    difficulty: 'Hard',
    rating: 4.5,
    downloads: 187,
    ageDays: 40,
    content: r`# De Moivre's Theorem and Roots of Complex Numbers

## Polar form

A complex number $z = a + ib$ has modulus $r = |z| = \sqrt{a^2 + b^2}$ and argument $\theta$ with $\tan\theta = \frac{b}{a}$ (in the correct quadrant):

$$z = r(\cos\theta + i\sin\theta)$$

Example: $1 + i\sqrt{3} = 2\left(\cos\frac{\pi}{3} + i\sin\frac{\pi}{3}\right)$.

## De Moivre's theorem

For any integer $n$ (and, taking every branch, any rational $n$):

$$(\cos\theta + i\sin\theta)^n = \cos n\theta + i\sin n\theta$$

**Proof for positive integers** by induction: true for $n = 1$; if true for $k$, then multiplying by $(\cos\theta + i\sin\theta)$ and using the addition formulas gives $\cos(k+1)\theta + i\sin(k+1)\theta$.

## nth roots

The $n$ roots of $z = r(\cos\theta + i\sin\theta)$ are

$$r^{1/n}\left[\cos\frac{\theta + 2k\pi}{n} + i\sin\frac{\theta + 2k\pi}{n}\right], \quad k = 0, 1, \dots, n-1$$

## Cube roots of unity

The roots of $z^3 = 1$ are $1$, $\omega = \frac{-1 + i\sqrt{3}}{2}$ and $\omega^2 = \frac{-1 - i\sqrt{3}}{2}$, with

$$1 + \omega + \omega^2 = 0, \qquad \omega^3 = 1$$

## Worked example

Find $(1 + i\sqrt{3})^6$.

$(1 + i\sqrt{3})^6 = 2^6\left(\cos 2\pi + i\sin 2\pi\right) = 64$`,
  },
  {
    class: '12',
    subject: 'mathematics',
    unit: 'Permutation and Combination',
    title: 'Permutations and Combinations',
    description: 'The fundamental principle of counting, permutations with and without repetition, combinations and their properties.',
    topics: ['Fundamental principle of counting', 'Permutations', 'Permutations with repetition', 'Circular permutations', 'Combinations'],
    difficulty: 'Medium',
    isPremium: true,
    rating: 4.4,
    downloads: 142,
    ageDays: 15,
    content: r`# Permutations and Combinations

## Fundamental principle of counting

If one task can be done in $m$ ways and, after it, another in $n$ ways, both can be done in $m \times n$ ways.

## Permutations (order matters)

$$\,{}^nP_r = \frac{n!}{(n - r)!}$$

- Arrangements of $n$ things of which $p$ are alike and $q$ are alike: $\frac{n!}{p!\,q!}$
- Circular arrangements of $n$ distinct things: $(n - 1)!$

Example: the letters of BANANA can be arranged in $\frac{6!}{3!\,2!} = 60$ ways.

## Combinations (order does not matter)

$$\,{}^nC_r = \frac{n!}{r!\,(n - r)!}$$

Properties: $\,{}^nC_r = {}^nC_{n-r}$ and $\,{}^nC_r + {}^nC_{r-1} = {}^{n+1}C_r$.

## Worked example

A committee of 5 is to be chosen from 6 men and 4 women so that it has exactly 2 women. In how many ways?

Choose 2 women from 4 and 3 men from 6: $\,{}^4C_2 \times {}^6C_3 = 6 \times 20 = 120$.

**At least** 2 women: add the cases with 3 and 4 women: $120 + {}^4C_3\,{}^6C_2 + {}^4C_4\,{}^6C_1 = 120 + 60 + 6 = 186$.`,
  },
];
