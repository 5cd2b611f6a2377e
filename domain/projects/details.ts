import { z } from 'zod';
import { fabrics, kindInfo, type ModelKind, modelKinds } from '../catalogue/models3d/kinds';
import { colourByKey, materials as catalogueMaterials, paintable } from '../catalogue/finishes';
import { isRemodel } from './questionnaire';

/**
 * The questionnaire's optional detail pages (issue 23): what the design should
 * cover, the furniture the client needs and keeps, furniture style, wall colour,
 * materials, and more about the people who use the room. They sit around the
 * steps of questionnaire.ts without being steps: nothing requires them, and each
 * answer is kept as a detail of the project's brief (`NeedDetailAnswered`).
 * Pure data and schemas: the pages show the options, the need decider checks
 * each answer against them and the room.
 */

export type DetailKey = 'SCOPE' | 'FURNITURE_PIECES' | 'FURNITURE_STYLE' | 'WALL_COLOR' | 'MATERIALS' | 'ABOUT_YOU_MORE';
export const detailKeys: readonly DetailKey[] = ['SCOPE', 'FURNITURE_PIECES', 'FURNITURE_STYLE', 'WALL_COLOR', 'MATERIALS', 'ABOUT_YOU_MORE'];

export interface DetailPage {
  key: DetailKey;
  title: string;
  route: string;
}

/** Each detail's page (the spec's routes, part 2 §2) and the title the brief shows it under. */
export const detailPages: readonly DetailPage[] = [
  { key: 'SCOPE', title: 'What the design covers', route: '/design/choose' },
  { key: 'FURNITURE_PIECES', title: 'Pieces needed and kept', route: '/design/furniture/type' },
  { key: 'FURNITURE_STYLE', title: 'Furniture style', route: '/design/furniture/choseStyle' },
  { key: 'WALL_COLOR', title: 'Wall colour', route: '/design/furniture/wallColor' },
  { key: 'MATERIALS', title: 'Materials', route: '/design/material' },
  { key: 'ABOUT_YOU_MORE', title: 'More about you', route: '/design/aboutYou/aboutYou' },
];
export const detailPage = (key: DetailKey) => detailPages.find((d) => d.key === key)!;

/** Furniture is not designed for a kitchen or bathroom (the FURNITURE step is hidden there too). */
const furnitureOnly: readonly DetailKey[] = ['FURNITURE_PIECES', 'FURNITURE_STYLE'];
/** The details a room asks. */
export const detailsFor = (room: string): DetailPage[] => detailPages.filter((d) => !(isRemodel(room) && furnitureOnly.includes(d.key)));

export interface Option {
  id: string;
  name: string;
}
const o = (id: string, name: string): Option => ({ id, name });

/** /design/choose: the parts of the room the design covers (Havenly and Decorilla ask the same). */
export const designScopes: readonly Option[] = [
  o('layout', 'Layout and furniture placement'),
  o('furniture', 'New furniture'),
  o('wall-color', 'Wall colour'),
  o('lighting', 'Lighting'),
  o('window-treatments', 'Window treatments'),
  o('rugs-textiles', 'Rugs and textiles'),
  o('decor', 'Decor and accessories'),
  o('art', 'Art and mirrors'),
  o('storage', 'Storage'),
  o('plants', 'Plants'),
];
/** Where the room starts from. */
export const startingPoints: readonly Option[] = [o('SCRATCH', 'Starting from scratch'), o('SOME', 'Keeping some pieces'), o('REFRESH', 'A refresh of what is there')];

/** /design/furniture/type: the catalogue's kinds of product a room usually holds (domain/catalogue/models3d/kinds.ts). */
const livingKinds: ModelKind[] = ['sofa', 'sectional', 'loveseat', 'armchair', 'accent-chair', 'ottoman', 'coffee-table', 'side-table', 'console', 'tv-stand', 'bookcase', 'cabinet', 'floor-lamp', 'table-lamp', 'pendant', 'rug', 'mirror', 'wall-art', 'curtain', 'shade', 'pillow', 'throw', 'vase', 'planter'];
const roomKinds: Record<string, ModelKind[]> = {
  'living room': livingKinds,
  open: [...livingKinds, 'dining-table', 'dining-chair', 'bench', 'desk'],
  bedroom: ['bed', 'nightstand', 'dresser', 'chest', 'bench', 'armchair', 'accent-chair', 'desk', 'bookcase', 'floor-lamp', 'table-lamp', 'pendant', 'rug', 'mirror', 'wall-art', 'curtain', 'shade', 'bedding', 'pillow', 'throw', 'vase', 'planter'],
  'kids bedroom': ['bed', 'nightstand', 'dresser', 'chest', 'desk', 'bookcase', 'ottoman', 'floor-lamp', 'table-lamp', 'pendant', 'rug', 'mirror', 'wall-art', 'curtain', 'shade', 'bedding', 'pillow', 'throw'],
  'home office': ['desk', 'armchair', 'accent-chair', 'dining-chair', 'bookcase', 'cabinet', 'console', 'floor-lamp', 'table-lamp', 'pendant', 'rug', 'mirror', 'wall-art', 'curtain', 'shade', 'planter'],
  'dining room': ['dining-table', 'dining-chair', 'bench', 'stool', 'cabinet', 'console', 'pendant', 'floor-lamp', 'rug', 'mirror', 'wall-art', 'curtain', 'shade', 'vase', 'planter'],
  hallway: ['console', 'bench', 'mirror', 'runner', 'rug', 'wall-art', 'table-lamp', 'pendant', 'cabinet', 'planter', 'vase'],
  outdoor: ['outdoor-sofa', 'outdoor-chair', 'outdoor-table', 'side-table', 'rug', 'pillow', 'throw', 'planter'],
};
/** The kinds a room offers on /design/furniture/type (every kind for a room the list does not name). */
export const pieceKindsFor = (room: string): ModelKind[] => roomKinds[room.trim().toLowerCase()] ?? [...modelKinds];
export const pieceName = (kind: string) => (kind in kindInfo ? kindInfo[kind as ModelKind].label : kind);

/** /design/furniture/choseStyle: what the client likes in furniture, several of each. */
export const woodTones: readonly Option[] = [o('light', 'Light wood (oak, ash)'), o('medium', 'Medium wood (teak, cherry)'), o('dark', 'Dark wood (walnut, espresso)'), o('painted', 'Painted or lacquered'), o('mixed', 'A mix of tones')];
export const legStyles: readonly Option[] = [o('tapered', 'Tapered legs'), o('turned', 'Turned legs'), o('metal', 'Slim metal legs'), o('plinth', 'Plinth or skirted, no legs'), o('sled', 'Sled or cantilever base')];
export const shapes: readonly Option[] = [o('curved', 'Curved and rounded'), o('straight', 'Straight and tailored'), o('organic', 'Organic and irregular'), o('low', 'Low and lounge-y'), o('tall', 'Tall and upright')];
/** The catalogue's fabrics (domain/catalogue/models3d/kinds.ts). */
export const fabricChoices: readonly Option[] = fabrics.map((f) => o(f, f));

/** /design/furniture/wallColor: keep the walls, choose from the catalogue's paintable colours, or leave it to the designer. */
export const wallChoices: readonly Option[] = [o('KEEP', 'Keep my current walls'), o('PALETTE', 'I would like these colours'), o('DESIGNER', 'Leave it to my designer')];
export const wallPalette: readonly { key: string; name: string; hsl: readonly [number, number, number] }[] = paintable.map((key) => colourByKey.get(key)!);
export const maxWallColours = 5;

/** /design/material: the catalogue's material names (domain/catalogue/finishes.ts). */
export const materialNames: readonly string[] = catalogueMaterials.map((m) => m.name);

/** /design/aboutYou/aboutYou: who uses the room and how. */
export const roomUsers: readonly Option[] = [o('me', 'Me'), o('partner', 'My partner'), o('kids', 'Children'), o('teens', 'Teenagers'), o('elders', 'Older relatives'), o('guests', 'Guests'), o('roommates', 'Roommates'), o('pets', 'Pets')];
export const workFromHome: readonly Option[] = [o('NO', 'No'), o('SOMETIMES', 'Some days'), o('DAILY', 'Every day')];
export const maxStyleWords = 5;

const ids = (list: readonly Option[] | readonly string[]) => list.map((x) => (typeof x === 'string' ? x : x.id));
/** Ids from a list, none unknown and none twice; each message says what went wrong. */
const chosen = (known: readonly string[], message: string, max: number, min = 0) =>
  z
    .array(z.string({ invalid_type_error: message }).trim().max(64, message), { invalid_type_error: message })
    .default([])
    .refine((list) => list.every((v) => known.includes(v)), message)
    .refine((list) => new Set(list).size === list.length, 'Each choice once, please')
    .refine((list) => list.length >= min, message)
    .refine((list) => list.length <= max, `Please choose at most ${max}`);
const note = (max: number) => z.string({ invalid_type_error: 'Please write it as text' }).trim().max(max, `Please keep it under ${max} characters`).default('');
const one = (list: readonly Option[], message: string) => z.enum(ids(list) as [string, ...string[]], { errorMap: () => ({ message }) });
/** Two lists of one kind of thing that cannot share an item: the second list's field gets the message. */
const apart = <T extends Record<string, unknown>>(a: keyof T & string, b: keyof T & string, message: string) => (v: T, ctx: z.RefinementCtx) => {
  const first = v[a] as string[];
  if ((v[b] as string[]).some((x) => first.includes(x))) ctx.addIssue({ code: 'custom', path: [b], message });
};

/** What each detail keeps, checked against the project's room. */
export function detailSchema(key: DetailKey, room: string) {
  switch (key) {
    case 'SCOPE':
      return z.object({
        covers: chosen(ids(designScopes), 'Please choose what the design should cover', designScopes.length, 1),
        start: one(startingPoints, 'Please tell us where the room starts from'),
        keeping: note(1000),
      });
    case 'FURNITURE_PIECES': {
      const known = pieceKindsFor(room);
      return z
        .object({
          need: chosen(known, `Please choose pieces a ${room} holds`, known.length),
          keep: chosen(known, `Please choose pieces a ${room} holds`, known.length),
          note: note(500),
        })
        .superRefine(apart('need', 'keep', 'A piece is either new or kept, not both'))
        .refine((v) => v.need.length + v.keep.length > 0, { path: ['need'], message: 'Please choose the pieces you need or keep' });
    }
    case 'FURNITURE_STYLE':
      return z
        .object({
          woodTones: chosen(ids(woodTones), 'Please choose wood tones from the list', woodTones.length),
          legs: chosen(ids(legStyles), 'Please choose leg styles from the list', legStyles.length),
          shapes: chosen(ids(shapes), 'Please choose shapes from the list', shapes.length),
          fabrics: chosen(ids(fabricChoices), 'Please choose fabrics from the list', fabricChoices.length),
          note: note(500),
        })
        .refine((v) => v.woodTones.length + v.legs.length + v.shapes.length + v.fabrics.length > 0, { path: ['woodTones'], message: 'Please choose what you like in furniture' });
    case 'WALL_COLOR':
      return z
        .object({
          choice: one(wallChoices, 'Please choose what to do with the walls'),
          colours: chosen(wallPalette.map((c) => c.key), 'Please choose colours from the palette', maxWallColours),
          note: note(500),
        })
        .superRefine((v, ctx) => {
          if (v.choice === 'PALETTE' && v.colours.length === 0) ctx.addIssue({ code: 'custom', path: ['colours'], message: 'Please choose at least one colour' });
          if (v.choice !== 'PALETTE' && v.colours.length > 0) ctx.addIssue({ code: 'custom', path: ['colours'], message: 'Colours go with “I would like these colours” only' });
        });
    case 'MATERIALS':
      return z
        .object({
          liked: chosen(materialNames, 'Please choose materials from the list', materialNames.length),
          disliked: chosen(materialNames, 'Please choose materials from the list', materialNames.length),
          note: note(500),
        })
        .superRefine(apart('liked', 'disliked', 'A material is either liked or disliked, not both'))
        .refine((v) => v.liked.length + v.disliked.length > 0, { path: ['liked'], message: 'Please choose materials you like or dislike' });
    case 'ABOUT_YOU_MORE':
      return z.object({
        users: chosen(ids(roomUsers), 'Please choose who uses the room', roomUsers.length, 1),
        workFromHome: one(workFromHome, 'Please tell us whether you work from home'),
        accessibility: note(500),
        styleWords: z
          .array(z.string({ invalid_type_error: 'Please write each word as text' }).trim().max(30, 'Each word under 30 characters, please').regex(/^[\p{L}\p{N}' -]*$/u, 'Words only, please'), { invalid_type_error: 'Please write each word as text' })
          .default([])
          .transform((list) => list.filter((w) => w.length > 0))
          .refine((list) => list.length <= maxStyleWords, `Please give at most ${maxStyleWords} words`),
      });
    default: {
      const never: never = key;
      return never;
    }
  }
}

/** The detail a route asks, if it is one. */
export const detailOfRoute = (route: string) => detailPages.find((d) => d.route === route.split('?')[0]!.replace(/\/+$/, ''));

/** A detail's answer in words, label by label, as the designer's brief shows it. */
export function detailRows(key: DetailKey, answer: Record<string, unknown> | undefined): Array<[string, string]> {
  if (!answer) return [];
  const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const names = (v: unknown, from: readonly Option[]) => list(v).map((id) => from.find((x) => x.id === id)?.name ?? id).join(', ');
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const rows: Array<[string, string]> = [];
  const add = (label: string, value: string) => value && rows.push([label, value]);
  switch (key) {
    case 'SCOPE':
      add('Design covers', names(answer.covers, designScopes));
      add('Starting point', names([answer.start], startingPoints));
      add('Keeping', text(answer.keeping));
      break;
    case 'FURNITURE_PIECES':
      add('Pieces needed', list(answer.need).map(pieceName).join(', '));
      add('Pieces kept', list(answer.keep).map(pieceName).join(', '));
      add('About the pieces', text(answer.note));
      break;
    case 'FURNITURE_STYLE':
      add('Wood tones', names(answer.woodTones, woodTones));
      add('Legs', names(answer.legs, legStyles));
      add('Shapes', names(answer.shapes, shapes));
      add('Fabrics', names(answer.fabrics, fabricChoices));
      add('About the style', text(answer.note));
      break;
    case 'WALL_COLOR':
      add('Walls', names([answer.choice], wallChoices));
      add('Wall colours', list(answer.colours).map((k) => colourByKey.get(k)?.name ?? k).join(', '));
      add('About the walls', text(answer.note));
      break;
    case 'MATERIALS':
      add('Materials liked', list(answer.liked).join(', '));
      add('Materials disliked', list(answer.disliked).join(', '));
      add('About materials', text(answer.note));
      break;
    case 'ABOUT_YOU_MORE':
      add('Who uses the room', names(answer.users, roomUsers));
      add('Works from home', names([answer.workFromHome], workFromHome));
      add('Accessibility', text(answer.accessibility));
      add('Style in their words', list(answer.styleWords).join(', '));
      break;
  }
  return rows;
}
