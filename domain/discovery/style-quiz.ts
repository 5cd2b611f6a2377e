import { designStyles, stylePhotos, type DesignStyle } from '../projects/options';
import { stylePhotoCount } from '../projects/questionnaire';
import type { PieceName } from '../catalogue/models3d/pieces';

/**
 * The style quiz (issue 24; part 2 §2: /style-quiz/welcome → images → images2 →
 * images3 → color → patterns → result). Five questions, one pick each. Every
 * option carries points per style, all stated in the one table below; the
 * scoring is pure and deterministic:
 *
 *   score(style)  = the sum of the chosen options' points for that style;
 *   share(style)  = score / total score, in whole percent, rounded by the largest
 *                   remainder so that the shares add up to exactly 100;
 *   order         = highest score first; a tie goes to the style named first in
 *                   the spec's list (Bohemian, Coastal, Farmhouse, Eclectic,
 *                   Scandinavian, Modern, Transitional, Mid-century);
 *   top style     = the first in that order, runner-up = the second (null when
 *                   only one style scored).
 *
 * Every room and texture gives 3 points to its main style and 1 to a
 * neighbour; a palette gives 4 and 1 (colour says the most about a style).
 */
export { designStyles, type DesignStyle };

export const quizSteps = ['images', 'images2', 'images3', 'color', 'patterns'] as const;
export type QuizStep = (typeof quizSteps)[number];

export type StylePoints = Partial<Record<DesignStyle, number>>;

export interface QuizOption {
  id: string;
  label: string;
  points: StylePoints;
  /** A room option: the named pieces (domain/catalogue/models3d/pieces.ts) its picture is composed of, and its wall and floor. */
  pieces?: readonly PieceName[];
  /** Wall and floor colours of a room picture, or a palette's swatches (hex). */
  colours: readonly string[];
}

export interface QuizQuestion {
  step: QuizStep;
  title: string;
  intro: string;
  kind: 'room' | 'palette' | 'pattern';
  options: readonly QuizOption[];
}

const room = (id: string, label: string, points: StylePoints, pieces: PieceName[], wall: string, floor: string): QuizOption => ({ id, label, points, pieces, colours: [wall, floor] });
const palette = (id: string, label: string, points: StylePoints, swatches: string[]): QuizOption => ({ id, label, points, colours: swatches });
const pattern = (id: string, label: string, points: StylePoints, piece: PieceName, colours: string[]): QuizOption => ({ id, label, points, pieces: [piece], colours });

/** THE table: every question, its options, and each option's points per style. */
export const quizQuestions: readonly QuizQuestion[] = [
  {
    step: 'images',
    title: 'Which living room would you rather come home to?',
    intro: 'Pick the room that feels most like you. There are no wrong answers.',
    kind: 'room',
    options: [
      room('i1a', 'Warm rattan and a terracotta rug', { Bohemian: 3, Eclectic: 1 }, ['rattan-accent-chair', 'terracotta-wool-rug', 'terracotta-ceramic-planter'], '#e9d6c3', '#b98b62'),
      room('i1b', 'Breezy linen and teal', { Coastal: 3, Transitional: 1 }, ['cream-linen-sofa', 'teal-ceramic-table-lamp', 'jute-area-rug'], '#e3eef0', '#d8c7a8'),
      room('i1c', 'Clean lines in charcoal and marble', { Modern: 3, Transitional: 1 }, ['charcoal-velvet-sofa', 'marble-side-table', 'brass-arc-floor-lamp'], '#eceae7', '#9a958f'),
      room('i1d', 'Walnut and rust leather', { 'Mid-century': 3, Modern: 1 }, ['rust-leather-armchair', 'walnut-coffee-table', 'walnut-sideboard'], '#efe4d2', '#8a5a3b'),
    ],
  },
  {
    step: 'images2',
    title: 'And which dining room?',
    intro: 'Imagine a long Sunday lunch.',
    kind: 'room',
    options: [
      room('i2a', 'Solid oak and a painted dresser', { Farmhouse: 3, Transitional: 1 }, ['oak-dining-table', 'sage-lacquered-dresser', 'brass-dome-pendant'], '#eef0e6', '#a98a66'),
      room('i2b', 'Pale oak and soft bouclé', { Scandinavian: 3, Modern: 1 }, ['oak-bench', 'oat-boucle-armchair', 'ivory-lacquered-bookcase'], '#f4f2ee', '#d9c4a2'),
      room('i2c', 'Marble on a pedestal', { Modern: 3, 'Mid-century': 1 }, ['marble-pedestal-table', 'iron-etagere', 'brass-dome-pendant'], '#e6e6e6', '#6f6a66'),
      room('i2d', 'Mustard, blush and a bold print', { Eclectic: 3, Bohemian: 1 }, ['mustard-velvet-pouf', 'blush-bud-vase', 'mustard-abstract-print'], '#f3dfe0', '#8e6e54'),
    ],
  },
  {
    step: 'images3',
    title: 'Which bedroom would you sleep best in?',
    intro: 'The last room, we promise.',
    kind: 'room',
    options: [
      room('i3a', 'Slate upholstery and a soft throw', { Transitional: 3, Coastal: 1 }, ['slate-upholstered-bed', 'sand-wool-throw', 'walnut-nightstand'], '#e7e9ec', '#bfae98'),
      room('i3b', 'Sage linen and natural oak', { Farmhouse: 3, Scandinavian: 1 }, ['sage-linen-bedding', 'oak-dresser', 'cream-linen-curtain'], '#eef1ea', '#c7ab84'),
      room('i3c', 'Oat linen and a jute rug', { Scandinavian: 3, Coastal: 1 }, ['oat-linen-sofa', 'jute-area-rug', 'oat-linen-shade'], '#f6f4f0', '#e0cfb2'),
      room('i3d', 'Rust velvet and a brass mirror', { Bohemian: 3, Eclectic: 1 }, ['rust-velvet-armchair', 'brass-arched-mirror', 'rust-velvet-pillow'], '#f0dccb', '#9b6a4a'),
    ],
  },
  {
    step: 'color',
    title: 'Which palette do you reach for?',
    intro: 'Choose the colours you would happily live with.',
    kind: 'palette',
    options: [
      palette('c1', 'Sun-baked earth', { Bohemian: 4, 'Mid-century': 1 }, ['#b85c38', '#d9a441', '#6b8f71', '#f2e3c6']),
      palette('c2', 'Sea and sand', { Coastal: 4, Scandinavian: 1 }, ['#2f6f7e', '#9cc5c9', '#e8dcc2', '#ffffff']),
      palette('c3', 'Black, white and stone', { Modern: 4, Transitional: 1 }, ['#1f1f1f', '#8c8c8c', '#d9d6d0', '#ffffff']),
      palette('c4', 'Walnut, olive and mustard', { 'Mid-century': 4, Eclectic: 1 }, ['#5c3b28', '#6b6b2f', '#d4a32c', '#efe6d6']),
      palette('c5', 'Sage, cream and oak', { Farmhouse: 4, Scandinavian: 1 }, ['#9aae8f', '#f1ead9', '#c7a77c', '#5b5b52']),
      palette('c6', 'Jewel tones', { Eclectic: 4, Bohemian: 1 }, ['#1f4e5f', '#7a2f4f', '#d19a2a', '#2f6b4f']),
    ],
  },
  {
    step: 'patterns',
    title: 'Which texture would you bring home?',
    intro: 'One last pick: the finishing touch.',
    kind: 'pattern',
    options: [
      pattern('pa1', 'A hand-woven jute rug', { Coastal: 3, Bohemian: 1 }, 'jute-area-rug', ['#e0cfb2']),
      pattern('pa2', 'A chunky wool throw', { Scandinavian: 3, Transitional: 1 }, 'sand-wool-throw', ['#efe6d6']),
      pattern('pa3', 'An abstract canvas', { Eclectic: 3, Modern: 1 }, 'mustard-abstract-print', ['#f3e5c7']),
      pattern('pa4', 'A wool runner in rust', { Farmhouse: 3, Bohemian: 1 }, 'rust-wool-runner', ['#f0e2d2']),
      pattern('pa5', 'Smooth, polished marble', { Transitional: 3, Modern: 1 }, 'marble-side-table', ['#ebe9e6']),
      pattern('pa6', 'Velvet in a deep tone', { 'Mid-century': 3, Eclectic: 1 }, 'rust-velvet-pillow', ['#e9d3c2']),
    ],
  },
];

export type QuizAnswers = Record<QuizStep, string>;

export const questionOf = (step: QuizStep) => quizQuestions.find((q) => q.step === step)!;
export const optionOf = (step: QuizStep, id: string) => questionOf(step).options.find((o) => o.id === id) ?? null;
export const isQuizStep = (value: unknown): value is QuizStep => typeof value === 'string' && (quizSteps as readonly string[]).includes(value);

export interface StyleShare {
  style: DesignStyle;
  share: number;
}

export interface StyleProfile {
  topStyle: DesignStyle;
  runnerUp: DesignStyle | null;
  /** Every style that scored, highest first (ties in the spec's order); shares add up to 100. */
  shares: StyleShare[];
}

/** The profile five answers make (see the rule above). Throws on an answer that is not an option of its step. */
export function scoreQuiz(answers: QuizAnswers): StyleProfile {
  const scores = new Map<DesignStyle, number>(designStyles.map((s) => [s, 0]));
  for (const step of quizSteps) {
    const option = optionOf(step, answers[step]);
    if (!option) throw new Error(`Not an option of ${step}: ${answers[step]}`);
    for (const [style, points] of Object.entries(option.points) as [DesignStyle, number][]) scores.set(style, scores.get(style)! + points);
  }
  const ranked = designStyles
    .map((style, index) => ({ style, index, score: scores.get(style)! }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const total = ranked.reduce((sum, s) => sum + s.score, 0);
  // Largest remainder: floor every share, then give the missing points to the largest remainders (ties: the ranked order).
  const exact = ranked.map((s) => (s.score * 100) / total);
  const shares = exact.map(Math.floor);
  const missing = 100 - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; k < missing; k++) shares[byRemainder[k]!.i]! += 1;
  return {
    topStyle: ranked[0]!.style,
    runnerUp: ranked[1]?.style ?? null,
    shares: ranked.map((s, i) => ({ style: s.style, share: shares[i]! })),
  };
}

/** What each style means, for the result page. */
export const styleDescriptions: Record<DesignStyle, string> = {
  Bohemian: 'Layered, collected and warm: natural fibres, rattan, earthy colours and pattern on pattern.',
  Coastal: 'Light and breezy: linen, sea blues and sandy neutrals, jute underfoot and plenty of air.',
  Farmhouse: 'Honest and welcoming: solid wood, painted cabinets, soft greens and pieces made to be used.',
  Eclectic: 'Bold and personal: saturated colour, mixed eras and a story behind every piece.',
  Scandinavian: 'Calm and bright: pale oak, soft bouclé, white walls and nothing you do not need.',
  Modern: 'Clean and confident: low lines, stone and glass, a restrained palette of black, white and grey.',
  Transitional: 'Classic comfort with modern restraint: tailored upholstery, quiet colour and polished details.',
  'Mid-century': 'Warm wood and easy shapes: walnut, tapered legs, leather and a dash of mustard.',
};

/** The catalogue's materials each style shops in (the result page's matching products). */
export const styleMaterials: Record<DesignStyle, readonly string[]> = {
  Bohemian: ['Rattan', 'Jute', 'Wool', 'Cotton'],
  Coastal: ['Linen', 'Rattan', 'Jute', 'Cotton'],
  Farmhouse: ['Oak', 'Linen', 'Iron', 'Ceramic'],
  Eclectic: ['Velvet', 'Brass', 'Ceramic', 'Canvas'],
  Scandinavian: ['Oak', 'Boucle', 'Wool', 'Linen'],
  Modern: ['Marble', 'Glass', 'Lacquered', 'Leather'],
  Transitional: ['Linen', 'Lacquered', 'Brass', 'Wool'],
  'Mid-century': ['Walnut', 'Teak', 'Leather', 'Brass'],
};

/**
 * "For you" in the marketplace (issue 24): the materials of the top style
 * first, then the runner-up's not already named.
 */
export function materialPreference(profile: Pick<StyleProfile, 'topStyle' | 'runnerUp'>): { style: DesignStyle; first: readonly string[]; then: readonly string[] } {
  const first = styleMaterials[profile.topStyle];
  const then = profile.runnerUp ? styleMaterials[profile.runnerUp].filter((m) => !first.includes(m)) : [];
  return { style: profile.topStyle, first, then };
}

/** The profile in words. */
export function explainProfile(profile: StyleProfile): string {
  const top = profile.shares[0]!;
  const second = profile.shares[1];
  const lead = `Your style is ${top.style} (${top.share}%).`;
  return second ? `${lead} With a touch of ${second.style} (${second.share}%), your rooms mix both.` : `${lead} You know exactly what you like.`;
}

/**
 * The questionnaire's style step pre-filled from a profile: its 7 photos
 * (part 2 §9), taken style by style in the profile's order, up to each style's
 * photos, then filled in the photos' own order.
 */
export function suggestedStylePhotos(profile: StyleProfile): string[] {
  const chosen: string[] = [];
  for (const { style } of profile.shares) for (const photo of stylePhotos) if (photo.style === style && chosen.length < stylePhotoCount) chosen.push(photo.id);
  for (const photo of stylePhotos) if (chosen.length < stylePhotoCount && !chosen.includes(photo.id)) chosen.push(photo.id);
  return chosen;
}
