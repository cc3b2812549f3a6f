import type { PaperSeed } from './types';

// Questions are printed as written (plain Unicode: θ, λ, ², ³, √ are in the PDF font; higher powers use ^).
// Several questions come back in later years with small wording changes: that is what Repeated Questions finds.

const physics: PaperSeed[] = [
  {
    class: '12',
    subject: 'physics',
    year: 2019,
    examBoard: 'NEB',
    downloads: 412,
    questions: [
      { unit: 'Rotational Dynamics', marks: 5, text: 'State and prove the parallel axis theorem of moment of inertia.' },
      {
        unit: 'Electrostatics',
        marks: 5,
        text: "Define electric flux. State and prove Gauss's law in electrostatics.",
        solution:
          "Electric flux through a surface is φ = E·A = EA cos θ (unit N m² C^-1). Gauss's law: the total electric flux through any closed surface is 1/ε0 times the charge enclosed, φ = q/ε0. Proof for a point charge q: take a sphere of radius r centred on q. E = q/(4πε0 r²) is normal to the surface everywhere, so φ = E × 4πr² = q/ε0. The result holds for any closed surface because the flux through every cone of field lines is the same.",
      },
      {
        unit: 'Modern Physics',
        marks: 5,
        text: "What is the photoelectric effect? Write Einstein's photoelectric equation and explain the laws of photoelectric emission using it.",
      },
      {
        unit: 'Alternating Current',
        marks: 5,
        text: 'Define the r.m.s. value of an alternating current and show that it is 0.707 times the peak value.',
      },
      {
        unit: 'Fluid Statics and Dynamics',
        marks: 8,
        text: "State Bernoulli's theorem. Derive Bernoulli's equation for the streamline flow of an ideal liquid.",
      },
      {
        unit: 'Current Electricity',
        marks: 8,
        text: "What is a Wheatstone bridge? Derive the condition for balance of a Wheatstone bridge using Kirchhoff's laws.",
        solution:
          'Four resistances P, Q, R, S form a bridge with a galvanometer between the junctions B and D and a cell between A and C. At balance no current flows in the galvanometer, so B and D are at the same potential. Let I1 flow through P and Q and I2 through R and S. Loop ABDA: I1P − I2R = 0. Loop BCDB: I1Q − I2S = 0. Dividing, P/Q = R/S.',
      },
    ],
  },
  {
    class: '12',
    subject: 'physics',
    year: 2022,
    examBoard: 'NEB',
    withSolutions: true,
    downloads: 538,
    questions: [
      {
        unit: 'Rotational Dynamics',
        marks: 5,
        text: 'Define moment of inertia and radius of gyration. Write an expression for the kinetic energy of a rotating body.',
        solution:
          'Moment of inertia I = Σ m r² measures rotational inertia (unit kg m²). Radius of gyration K is the distance from the axis at which the whole mass could be placed to give the same I: I = MK². A body rotating with angular velocity ω has kinetic energy K.E. = ½ I ω², obtained by adding ½ m (rω)² over all particles.',
      },
      {
        unit: 'Periodic Motion',
        marks: 5,
        text: 'Show that the motion of a simple pendulum is simple harmonic and derive an expression for its time period.',
        solution:
          'For a bob of mass m displaced by angle θ, the restoring force is −mg sin θ ≈ −mg θ = −mg x/l for small θ. So acceleration a = −(g/l) x, which is proportional to displacement and directed towards the mean position: the motion is SHM with ω² = g/l. Hence T = 2π/ω = 2π √(l/g).',
      },
      {
        unit: 'Modern Physics',
        marks: 5,
        text: "Explain the photoelectric effect. Write Einstein's photoelectric equation and use it to explain the laws of photoelectric emission.",
        solution:
          'Emission of electrons from a metal when light of suitable frequency falls on it. Einstein: hν = φ + ½ m v²max, where φ = hν0 is the work function. (1) If ν < ν0, hν < φ and no electron is emitted: threshold frequency. (2) ½ m v²max = hν − φ rises with ν and does not depend on intensity. (3) Intensity means more photons, so more electrons: current is proportional to intensity. (4) One photon is absorbed by one electron at once, so emission is instantaneous.',
      },
      {
        unit: 'Alternating Current',
        marks: 5,
        text: 'What is a transformer? Explain its principle and working. Why is the core of a transformer laminated?',
        solution:
          'A transformer changes an alternating voltage. Principle: mutual induction. An alternating current in the primary coil sets up a changing flux in the iron core which links the secondary coil and induces an emf; Vs/Vp = Ns/Np. A step-up transformer has Ns > Np. The core is laminated (thin insulated sheets) to reduce eddy currents and hence the heat loss in the core.',
      },
      {
        unit: 'Fluid Statics and Dynamics',
        marks: 8,
        text: "State Bernoulli's principle and derive Bernoulli's equation for the streamline flow of a liquid. Give two applications.",
        solution:
          'For streamline flow of an ideal liquid, P + ½ρv² + ρgh is constant along a streamline. Derivation: between sections 1 and 2, net work by pressure on volume V is (P1 − P2)V; gain in K.E. is ½ρV(v2² − v1²) and in P.E. ρVg(h2 − h1). Work-energy theorem gives P1 + ½ρv1² + ρgh1 = P2 + ½ρv2² + ρgh2. Applications: venturimeter, lift on an aeroplane wing, atomiser, roofs blown off in storms.',
      },
      {
        unit: 'Waves and Sound',
        marks: 8,
        text: 'What is the Doppler effect? Derive an expression for the apparent frequency when a source moves towards a stationary observer.',
        solution:
          'The apparent change in frequency due to relative motion of source and observer. A source of frequency f moving towards the observer with speed vs: in one period T = 1/f the source moves vs T, so the wavelength in front of it shortens to λ′ = (v − vs)/f. The observer receives f′ = v/λ′ = v f /(v − vs), which is greater than f.',
      },
    ],
  },
  {
    class: '12',
    subject: 'physics',
    year: 2023,
    examBoard: 'NEB',
    isPremium: true,
    downloads: 276,
    questions: [
      { unit: 'Electrostatics', marks: 5, text: "Define electric flux and state Gauss's law in electrostatics. Prove Gauss's law for a point charge." },
      {
        unit: 'Modern Physics',
        marks: 5,
        text: "Write Einstein's photoelectric equation. Explain the photoelectric effect and the laws of photoelectric emission on the basis of this equation.",
      },
      { unit: 'Current Electricity', marks: 5, text: "What is a Wheatstone bridge? Using Kirchhoff's laws, obtain the condition for balance of the Wheatstone bridge." },
      {
        unit: 'Waves and Sound',
        marks: 5,
        text: "What is Doppler's effect? Obtain an expression for the apparent frequency of sound when the source moves towards a stationary observer.",
      },
      {
        unit: 'Electrostatics',
        marks: 8,
        text: 'Define capacitance. Derive an expression for the energy stored in a charged capacitor and show that energy is lost when two charged capacitors are connected in parallel.',
      },
      { unit: 'Modern Physics', marks: 8, text: "Describe Millikan's oil drop experiment to determine the charge of an electron." },
    ],
  },
  {
    class: '12',
    subject: 'physics',
    year: 2024,
    examBoard: 'NEB',
    isPremium: true,
    withSolutions: true,
    downloads: 198,
    questions: [
      {
        unit: 'Rotational Dynamics',
        marks: 5,
        text: 'State the parallel axis theorem of moment of inertia and prove it.',
        solution:
          'I = Icm + Md², where d is the distance between the given axis and a parallel axis through the centre of mass. Proof: for a particle at distance x from the centre-of-mass axis (measured along the line joining the axes), its distance from the other axis is (x + d). I = Σ m(x + d)² = Σ mx² + 2dΣ mx + d²Σ m. Σ mx² = Icm, Σ mx = 0 about the centre of mass, Σ m = M. So I = Icm + Md².',
      },
      {
        unit: 'Periodic Motion',
        marks: 5,
        text: 'Prove that the motion of a simple pendulum is simple harmonic. Derive the expression for its time period.',
        solution:
          'Restoring force F = −mg sin θ ≈ −mg x/l for small angles, so a = −(g/l)x: SHM with ω = √(g/l). Time period T = 2π √(l/g); it does not depend on the mass of the bob or (for small swings) on the amplitude.',
      },
      {
        unit: 'Alternating Current',
        marks: 5,
        text: 'What is a transformer? Explain the principle and working of a step-up transformer. Why is its core laminated?',
        solution:
          'Principle: mutual induction. The alternating primary current produces a changing magnetic flux in the core; the same flux links the secondary and induces an emf. With no losses Vs/Vp = Ns/Np = Ip/Is; a step-up transformer has more turns in the secondary. Laminating the core breaks the paths of eddy currents and reduces energy loss.',
      },
      {
        unit: 'Modern Physics',
        marks: 5,
        text: "What is the photoelectric effect? Write Einstein's photoelectric equation and explain the laws of photoelectric emission.",
        solution:
          'Light of frequency above the threshold frequency ejects electrons from a metal. Einstein: hν = φ + ½ m v²max. No emission below ν0 = φ/h; maximum kinetic energy depends on frequency, not intensity; the number of electrons (current) is proportional to intensity; emission is instantaneous because each photon gives its energy to one electron at once.',
      },
      {
        unit: 'Fluid Statics and Dynamics',
        marks: 8,
        text: "State Bernoulli's theorem. Derive Bernoulli's equation for the streamline flow of a fluid and explain the working of a venturimeter.",
        solution:
          'P + ½ρv² + ρgh = constant along a streamline (derived from the work-energy theorem). Venturimeter: a horizontal tube with a narrow throat. By continuity the speed rises at the throat (a2 < a1), so by Bernoulli the pressure falls. The pressure difference P1 − P2 = hρm g read on a manometer gives the flow rate Q = a1a2 √(2(P1 − P2)/(ρ(a1² − a2²))).',
      },
      {
        unit: 'Alternating Current',
        marks: 8,
        text: 'Derive an expression for the impedance of a series LCR circuit. Find the condition for resonance and the resonant frequency.',
        solution:
          'With current I = I0 sin ωt, the voltages are VR = IR (in phase), VL = IXL (leading by 90°) and VC = IXC (lagging by 90°), XL = ωL, XC = 1/(ωC). Phasor sum: V = I √(R² + (XL − XC)²), so Z = √(R² + (XL − XC)²) and tan φ = (XL − XC)/R. Resonance when XL = XC: Z = R is minimum and the current maximum; ω0 = 1/√(LC), f0 = 1/(2π√(LC)).',
      },
    ],
  },
];

const chemistry: PaperSeed[] = [
  {
    class: '12',
    subject: 'chemistry',
    year: 2022,
    examBoard: 'NEB',
    downloads: 367,
    questions: [
      {
        unit: 'Chemical Kinetics',
        marks: 5,
        text: 'Define rate constant of a reaction. Derive the integrated rate equation for a first order reaction and show that its half-life is independent of the initial concentration.',
        solution:
          'Rate constant k is the rate when every reactant is at unit concentration. For A → products with rate = −d[A]/dt = k[A]: d[A]/[A] = −k dt; integrating from [A]0 at t = 0, ln([A]0/[A]) = kt, i.e. k = (2.303/t) log([A]0/[A]). At t½, [A] = [A]0/2: t½ = 2.303 log 2 / k = 0.693/k, which contains no concentration term.',
      },
      {
        unit: 'Electrochemistry',
        marks: 5,
        text: 'What is standard electrode potential? Describe the construction and working of a Daniell cell.',
        solution:
          'The potential of an electrode in contact with 1 M solution of its ions at 298 K, measured against the standard hydrogen electrode. Daniell cell: a zinc rod in ZnSO4 solution (anode) and a copper rod in CuSO4 solution (cathode), joined by a salt bridge. At the anode Zn → Zn(2+) + 2e; at the cathode Cu(2+) + 2e → Cu; E°cell = 0.34 − (−0.76) = 1.10 V.',
      },
      {
        unit: 'Aldehydes and Ketones',
        marks: 5,
        text: 'What is aldol condensation? Explain it with an example and write its mechanism.',
        solution:
          'Aldehydes or ketones with an α-hydrogen react in dilute alkali to give a β-hydroxy carbonyl compound (an aldol), which loses water on heating. Example: 2 CH3CHO → CH3CH(OH)CH2CHO (3-hydroxybutanal) → CH3CH=CHCHO (but-2-enal). Mechanism: OH− removes an α-hydrogen to form a carbanion (enolate); it attacks the carbonyl carbon of a second molecule; the alkoxide ion takes a proton from water.',
      },
      {
        unit: 'Amines',
        marks: 5,
        text: 'What happens when a primary amine is heated with chloroform and alcoholic KOH? Write the equation of the carbylamine reaction.',
        solution:
          'A foul-smelling isocyanide (carbylamine) forms; the test identifies primary amines. RNH2 + CHCl3 + 3 KOH → RNC + 3 KCl + 3 H2O. For ethylamine: C2H5NH2 + CHCl3 + 3 KOH → C2H5NC + 3 KCl + 3 H2O. Secondary and tertiary amines do not respond.',
      },
      {
        unit: 'Volumetric Analysis',
        marks: 8,
        text: 'Define normality. 2.65 g of anhydrous sodium carbonate is dissolved in water to make 500 mL of solution. Calculate its normality and molarity.',
        solution:
          'Normality is the number of gram equivalents of solute per litre of solution. Equivalent mass of Na2CO3 = 106/2 = 53. Normality = 2.65/(53 × 0.5) = 0.1 N. Molarity = (2.65/106)/0.5 = 0.05 M.',
      },
      {
        unit: 'Transition Metals',
        marks: 8,
        text: 'What are transition elements? Why do they show variable oxidation states and form coloured compounds?',
        solution:
          'Elements whose atoms or common ions have a partly filled d subshell (groups 3 to 12). The (n−1)d and ns electrons have similar energies, so different numbers of them can be lost or shared: variable oxidation states (Mn: +2 to +7). In their ions the d orbitals are split by ligands; an electron absorbs visible light to jump between them (d–d transition), and the complementary colour is seen.',
      },
    ],
  },
  {
    class: '12',
    subject: 'chemistry',
    year: 2023,
    examBoard: 'NEB',
    isPremium: true,
    downloads: 241,
    questions: [
      {
        unit: 'Chemical Kinetics',
        marks: 5,
        text: 'Derive the integrated rate equation of a first order reaction. Show that the half-life of a first order reaction does not depend on the initial concentration.',
      },
      { unit: 'Aldehydes and Ketones', marks: 5, text: 'Explain aldol condensation with a suitable example and write its mechanism.' },
      { unit: 'Haloalkanes and Haloarenes', marks: 5, text: 'Distinguish between SN1 and SN2 reactions with their mechanisms.' },
      {
        unit: 'Volumetric Analysis',
        marks: 5,
        text: 'Define normality. 2.65 g of anhydrous sodium carbonate is dissolved in water and the volume is made up to 250 mL. Calculate the normality of the solution.',
      },
      { unit: 'Chemical Equilibrium', marks: 8, text: "What is a buffer solution? Derive Henderson's equation for an acidic buffer." },
      { unit: 'Polymers', marks: 8, text: 'What are polymers? Distinguish between addition and condensation polymers with one example of each.' },
    ],
  },
  {
    class: '12',
    subject: 'chemistry',
    year: 2024,
    examBoard: 'NEB',
    withSolutions: true,
    downloads: 455,
    questions: [
      {
        unit: 'Chemical Kinetics',
        marks: 5,
        text: 'Define rate constant. Derive an integrated rate equation for a first order reaction and show that its half-life period is independent of the initial concentration.',
        solution:
          'k is the rate of reaction when the concentration of each reactant is unity. −d[A]/dt = k[A] integrates to k = (2.303/t) log([A]0/[A]). Putting [A] = [A]0/2 gives t½ = 0.693/k: the half-life of a first order reaction is independent of the initial concentration.',
      },
      {
        unit: 'Electrochemistry',
        marks: 5,
        text: 'Define standard electrode potential. Describe the construction and working of the Daniell cell with its cell reaction.',
        solution:
          'Standard electrode potential: the potential of an electrode dipped in a 1 M solution of its ions at 298 K relative to the SHE. Daniell cell: Zn | Zn(2+) (1 M) || Cu(2+) (1 M) | Cu. Anode: Zn → Zn(2+) + 2e. Cathode: Cu(2+) + 2e → Cu. Cell reaction: Zn + Cu(2+) → Zn(2+) + Cu. E°cell = 1.10 V. The salt bridge completes the circuit and keeps both solutions neutral.',
      },
      {
        unit: 'Haloalkanes and Haloarenes',
        marks: 5,
        text: 'Differentiate between SN1 and SN2 reactions with their mechanisms.',
        solution:
          'SN1: two steps through a carbocation; rate = k[RX] (first order); racemisation; favoured by tertiary halides and polar protic solvents; e.g. (CH3)3CBr + H2O. SN2: one step through a transition state with back-side attack; rate = k[RX][Nu] (second order); inversion of configuration (Walden inversion); favoured by methyl and primary halides; e.g. CH3Br + OH−.',
      },
      {
        unit: 'Amines',
        marks: 5,
        text: 'What is the carbylamine reaction? Write the equation when ethylamine is heated with chloroform and alcoholic KOH.',
        solution:
          'Heating a primary amine with chloroform and alcoholic KOH gives an isocyanide with an offensive smell; it is a test for primary amines. C2H5NH2 + CHCl3 + 3 KOH → C2H5NC (ethyl isocyanide) + 3 KCl + 3 H2O.',
      },
      {
        unit: 'Electrochemistry',
        marks: 8,
        text: "State Faraday's first law of electrolysis. How many grams of copper are deposited when a current of 2 A is passed through copper sulphate solution for 965 seconds? (Cu = 63.5)",
        solution:
          'The mass deposited is proportional to the charge passed: m = Z I t. Charge Q = 2 × 965 = 1930 C. Equivalent mass of Cu = 63.5/2 = 31.75. m = 31.75 × 1930 / 96500 = 0.635 g.',
      },
      {
        unit: 'Transition Metals',
        marks: 8,
        text: 'Define spin-only magnetic moment. Calculate it for the Fe3+ ion (Z = 26) and explain why compounds of transition metals are coloured.',
        solution:
          'μ = √(n(n + 2)) BM, where n is the number of unpaired electrons. Fe (Z = 26) is [Ar] 3d^6 4s²; Fe(3+) is [Ar] 3d^5 with 5 unpaired electrons, so μ = √35 = 5.92 BM. Colour: ligands split the d orbitals; d–d transitions absorb part of visible light and the complementary colour is seen.',
      },
    ],
  },
];

const mathematics: PaperSeed[] = [
  {
    class: '12',
    subject: 'mathematics',
    year: 2022,
    examBoard: 'NEB',
    downloads: 489,
    questions: [
      {
        unit: 'Complex Numbers',
        marks: 5,
        text: "State and prove De Moivre's theorem for a positive integral index.",
        solution:
          '(cos θ + i sin θ)^n = cos nθ + i sin nθ. Proof by induction: true for n = 1. If true for n = k, then (cos θ + i sin θ)^(k+1) = (cos kθ + i sin kθ)(cos θ + i sin θ) = cos kθ cos θ − sin kθ sin θ + i(sin kθ cos θ + cos kθ sin θ) = cos(k+1)θ + i sin(k+1)θ. Hence true for all positive integers.',
      },
      {
        unit: 'Binomial Theorem',
        marks: 5,
        text: 'Find the general term and the middle term in the expansion of (2x + 1/x)^8.',
        solution:
          'T(r+1) = 8Cr (2x)^(8−r) (1/x)^r = 8Cr 2^(8−r) x^(8−2r). There are 9 terms, so the middle term is T5 (r = 4): 8C4 × 2^4 × x^0 = 70 × 16 = 1120.',
      },
      {
        unit: 'Derivatives',
        marks: 5,
        text: 'Find the derivative of sin x from first principles.',
        solution:
          'f′(x) = lim(h→0) [sin(x + h) − sin x]/h = lim(h→0) 2 cos(x + h/2) sin(h/2)/h = lim(h→0) cos(x + h/2) × [sin(h/2)/(h/2)] = cos x × 1 = cos x.',
      },
      {
        unit: 'Differential Equations',
        marks: 5,
        text: 'Solve the differential equation dy/dx + y/x = x².',
        solution:
          'Linear with P = 1/x, Q = x². Integrating factor = e^(∫dx/x) = x. So y·x = ∫x³ dx = x^4/4 + C, i.e. y = x³/4 + C/x.',
      },
      {
        unit: 'Applications of Derivatives',
        marks: 8,
        text: 'Find the maximum and minimum values of f(x) = x³ − 6x² + 9x + 1.',
        solution:
          "f′(x) = 3x² − 12x + 9 = 3(x − 1)(x − 3) = 0 gives x = 1, 3. f″(x) = 6x − 12: f″(1) = −6 < 0, so maximum f(1) = 1 − 6 + 9 + 1 = 5; f″(3) = 6 > 0, so minimum f(3) = 27 − 54 + 27 + 1 = 1.",
      },
      {
        unit: 'Integration',
        marks: 8,
        text: 'Evaluate ∫ x e^x dx by integration by parts and evaluate ∫ sin²x dx from 0 to π/2.',
        solution:
          '∫ x e^x dx = x e^x − ∫ e^x dx = e^x (x − 1) + C. ∫ sin²x dx from 0 to π/2 = ∫ (1 − cos 2x)/2 dx = [x/2 − sin 2x/4] from 0 to π/2 = π/4.',
      },
    ],
  },
  {
    class: '12',
    subject: 'mathematics',
    year: 2023,
    examBoard: 'NEB',
    downloads: 322,
    questions: [
      { unit: 'Binomial Theorem', marks: 5, text: 'Find the general term and the middle term in the expansion of (2x + 1/x)^10.' },
      { unit: 'Derivatives', marks: 5, text: 'Find the derivative of sin x from the first principle.' },
      { unit: 'Complex Numbers', marks: 5, text: 'Find the cube roots of unity and show that the sum of the three roots is zero.' },
      { unit: 'Permutation and Combination', marks: 5, text: "In how many ways can the letters of the word 'EXAMINATION' be arranged?" },
      {
        unit: 'Probability',
        marks: 8,
        text: 'A bag contains 4 red and 6 black balls. Two balls are drawn at random without replacement. Find the probability that both are red and the probability that they are of different colours.',
      },
      { unit: 'Matrices and Determinants', marks: 8, text: 'Solve by the matrix method: x + y + z = 6, x − y + z = 2, 2x + y − z = 1.' },
    ],
  },
  {
    class: '12',
    subject: 'mathematics',
    year: 2024,
    examBoard: 'NEB',
    isPremium: true,
    withSolutions: true,
    downloads: 207,
    questions: [
      {
        unit: 'Complex Numbers',
        marks: 5,
        text: "State De Moivre's theorem and prove it for a positive integral index n.",
        solution:
          'Statement: (cos θ + i sin θ)^n = cos nθ + i sin nθ. For n = 1 it is obvious. Assuming it for n = k and multiplying both sides by (cos θ + i sin θ), the addition formulas give cos(k + 1)θ + i sin(k + 1)θ, so by induction it holds for every positive integer n.',
      },
      {
        unit: 'Integration',
        marks: 5,
        text: 'Evaluate ∫ x e^x dx by integration by parts.',
        solution: 'Take u = x, dv = e^x dx: ∫ x e^x dx = x e^x − ∫ e^x dx = x e^x − e^x + C = e^x (x − 1) + C.',
      },
      {
        unit: 'Differential Equations',
        marks: 5,
        text: 'Solve the differential equation: dy/dx + y/x = x².',
        solution: 'Integrating factor e^(∫(1/x)dx) = x. Then d(xy)/dx = x³, so xy = x^4/4 + C and y = x³/4 + C/x.',
      },
      {
        unit: 'Derivatives',
        marks: 5,
        text: 'If y = sin^-1 x, prove that (1 − x²) d²y/dx² − x dy/dx = 0.',
        solution:
          'dy/dx = 1/√(1 − x²), so √(1 − x²) dy/dx = 1. Squaring: (1 − x²)(dy/dx)² = 1. Differentiating: (1 − x²) · 2 (dy/dx)(d²y/dx²) − 2x (dy/dx)² = 0. Dividing by 2 dy/dx: (1 − x²) d²y/dx² − x dy/dx = 0.',
      },
      {
        unit: 'Applications of Derivatives',
        marks: 8,
        text: 'Find the maximum and minimum values of f(x) = 2x³ − 15x² + 36x + 1.',
        solution:
          'f′(x) = 6x² − 30x + 36 = 6(x − 2)(x − 3) = 0 at x = 2, 3. f″(x) = 12x − 30: f″(2) = −6 < 0, maximum f(2) = 16 − 60 + 72 + 1 = 29; f″(3) = 6 > 0, minimum f(3) = 54 − 135 + 108 + 1 = 28.',
      },
      {
        unit: 'Probability',
        marks: 8,
        text: 'The probability that a student passes an examination is 0.8. Find the probability that out of 5 students at least 4 pass.',
        solution:
          'Binomial with n = 5, p = 0.8, q = 0.2. P(4) = 5C4 (0.8)^4 (0.2) = 5 × 0.4096 × 0.2 = 0.4096. P(5) = (0.8)^5 = 0.32768. P(at least 4) = 0.4096 + 0.32768 = 0.73728.',
      },
    ],
  },
];

const biology: PaperSeed[] = [
  {
    class: '12',
    subject: 'biology',
    year: 2023,
    examBoard: 'NEB',
    downloads: 301,
    questions: [
      {
        unit: 'Genetics',
        marks: 5,
        text: "Explain Mendel's law of independent assortment with the help of a dihybrid cross.",
        solution:
          'Alleles of different genes separate independently during gamete formation. Cross RRYY (round yellow) × rryy (wrinkled green): F1 all RrYy (round yellow). F1 gives four gametes RY, Ry, rY, ry in equal numbers; their random fusion gives F2 in the phenotypic ratio 9 round yellow : 3 round green : 3 wrinkled yellow : 1 wrinkled green. New combinations (round green, wrinkled yellow) show independent assortment.',
      },
      {
        unit: 'Human Physiology',
        marks: 5,
        text: 'Describe the structure of a nephron with a labelled diagram.',
        solution:
          "A nephron has a Malpighian corpuscle (Bowman's capsule enclosing the glomerulus, fed by a wide afferent and drained by a narrow efferent arteriole), a proximal convoluted tubule with microvilli, the loop of Henle (descending and ascending limbs in the medulla), a distal convoluted tubule, and a collecting duct shared with other nephrons. Peritubular capillaries and the vasa recta surround the tubule.",
      },
      { unit: 'Ecology', marks: 5, text: 'What is an ecological pyramid? Why is the pyramid of energy always upright?' },
      { unit: 'Biotechnology', marks: 8, text: 'What is recombinant DNA technology? Describe its main steps and give two applications.' },
      { unit: 'Plant Physiology', marks: 8, text: 'Describe the light-dependent reactions of photosynthesis.' },
    ],
  },
  {
    class: '12',
    subject: 'biology',
    year: 2024,
    examBoard: 'NEB',
    isPremium: true,
    downloads: 188,
    questions: [
      { unit: 'Genetics', marks: 5, text: 'Explain the law of independent assortment with a dihybrid cross.' },
      { unit: 'Human Physiology', marks: 5, text: 'Describe the structure of nephron with a neat labelled diagram.' },
      { unit: 'Evolution', marks: 5, text: "Explain Darwin's theory of natural selection." },
      { unit: 'Human Physiology', marks: 8, text: 'Describe the process of urine formation in the human kidney.' },
      { unit: 'Biotechnology', marks: 8, text: 'What is the polymerase chain reaction (PCR)? Explain its steps.' },
    ],
  },
];

/** NEB Grade 12 science papers, 2019-2024. */
export const PAPERS_12_SCIENCE: PaperSeed[] = [...physics, ...chemistry, ...mathematics, ...biology];
