/**
 * What the questionnaire offers (part 2 §3 questionnaire options): the style photos
 * of STYLES (a client picks 7), the furniture pictures of FURNITURE, and the
 * lifestyle choices of LIFESTYLE (name, icon, the room types it fits). Pure data:
 * the pages show it and the need decider checks answers against it.
 */

/** Part 2 §2 AI marketing block: the eight styles a photo can show. */
export const designStyles = ['Bohemian', 'Coastal', 'Farmhouse', 'Eclectic', 'Scandinavian', 'Modern', 'Transitional', 'Mid-century'] as const;
export type DesignStyle = (typeof designStyles)[number];

export interface StylePhoto {
  id: string;
  style: DesignStyle;
  /** A piece rendered from its 3D model (domain/catalogue/models3d/pieces.ts). */
  picture: string;
  alt: string;
}

/** A named piece's picture, rendered from its model (domain/catalogue/models3d/pieces.ts; served at /media/pieces/{name}.webp). */
const piece = (name: string) => `/media/pieces/${name}.webp`;

export const stylePhotos: readonly StylePhoto[] = [
  { id: 'p1', style: 'Bohemian', picture: piece('terracotta-wool-rug'), alt: 'A terracotta wool rug with a warm, layered pattern' },
  { id: 'p2', style: 'Bohemian', picture: piece('rattan-side-chair'), alt: 'A rattan side chair' },
  { id: 'p3', style: 'Coastal', picture: piece('cream-linen-sofa'), alt: 'A cream linen sofa, light and breezy' },
  { id: 'p4', style: 'Coastal', picture: piece('teal-ceramic-table-lamp'), alt: 'A teal ceramic table lamp' },
  { id: 'p5', style: 'Farmhouse', picture: piece('oak-dining-table'), alt: 'A natural oak dining table with simple country lines' },
  { id: 'p6', style: 'Farmhouse', picture: piece('sage-lacquered-dresser'), alt: 'A sage painted dresser' },
  { id: 'p7', style: 'Eclectic', picture: piece('mustard-velvet-pouf'), alt: 'A mustard velvet pouf' },
  { id: 'p8', style: 'Eclectic', picture: piece('blush-bud-vase'), alt: 'A blush ceramic bud vase' },
  { id: 'p9', style: 'Scandinavian', picture: piece('oat-boucle-armchair'), alt: 'An oat bouclé lounge chair' },
  { id: 'p10', style: 'Scandinavian', picture: piece('ivory-lacquered-bookcase'), alt: 'An ivory lacquered bookcase' },
  { id: 'p11', style: 'Modern', picture: piece('charcoal-velvet-sofa'), alt: 'A charcoal velvet sofa with clean, low lines' },
  { id: 'p12', style: 'Modern', picture: piece('marble-pedestal-table'), alt: 'A white marble pedestal table' },
  { id: 'p13', style: 'Transitional', picture: piece('slate-upholstered-bed'), alt: 'A slate blue upholstered bed' },
  { id: 'p14', style: 'Transitional', picture: piece('sand-wool-throw'), alt: 'A sand-coloured wool throw' },
  { id: 'p15', style: 'Mid-century', picture: piece('walnut-sideboard'), alt: 'A walnut sideboard on tapered legs' },
  { id: 'p16', style: 'Mid-century', picture: piece('rust-leather-armchair'), alt: 'A rust leather lounge chair with a mid-century frame' },
];

export interface FurniturePic {
  id: string;
  name: string;
  picture: string;
}

export const furniturePics: readonly FurniturePic[] = [
  { id: 's1', name: 'Low velvet sofa', picture: piece('sage-velvet-sofa') },
  { id: 's2', name: 'Tailored linen sofa', picture: piece('oat-linen-sofa') },
  { id: 's3', name: 'Rattan accent chair', picture: piece('rattan-accent-chair') },
  { id: 's4', name: 'Upholstered lounge chair', picture: piece('rust-velvet-armchair') },
  { id: 's5', name: 'Round pedestal table', picture: piece('marble-pedestal-table') },
  { id: 's6', name: 'Solid wood table', picture: piece('walnut-dining-table') },
  { id: 's7', name: 'Panel bed', picture: piece('slate-panel-bed') },
  { id: 's8', name: 'Six-drawer dresser', picture: piece('oak-dresser') },
  { id: 's9', name: 'Open bookcase', picture: piece('iron-etagere') },
  { id: 's10', name: 'Brass pendant', picture: piece('brass-dome-pendant') },
  { id: 's11', name: 'Jute rug', picture: piece('jute-area-rug') },
  { id: 's12', name: 'Arched mirror', picture: piece('brass-arched-mirror') },
];

export interface Lifestyle {
  id: string;
  name: string;
  /** A short emoji the tile shows (decorative; the name says it in words). */
  icon: string;
  /** The room types (lowercased names) it is offered for. */
  includes: readonly string[];
}

const everyRoom = ['living room', 'open', 'bedroom', 'home office', 'dining room', 'hallway', 'outdoor', 'kids bedroom', 'kitchen', 'bathroom'];

export const lifestyles: readonly Lifestyle[] = [
  { id: 'reading', name: 'Reading and quiet time', icon: '📚', includes: ['living room', 'open', 'bedroom', 'home office', 'kids bedroom'] },
  { id: 'guests', name: 'Hosting guests', icon: '🥂', includes: ['living room', 'open', 'dining room', 'outdoor', 'bedroom'] },
  { id: 'movies', name: 'Movie nights', icon: '🎬', includes: ['living room', 'open', 'bedroom'] },
  { id: 'working', name: 'Working from home', icon: '💻', includes: ['home office', 'bedroom', 'living room', 'open'] },
  { id: 'kids', name: 'Kids at play', icon: '🧸', includes: ['kids bedroom', 'living room', 'open', 'outdoor'] },
  { id: 'pets', name: 'Pets at home', icon: '🐾', includes: everyRoom },
  { id: 'cooking', name: 'Cooking together', icon: '🍳', includes: ['kitchen', 'dining room', 'open'] },
  { id: 'dining', name: 'Family meals', icon: '🍽️', includes: ['dining room', 'kitchen', 'open', 'outdoor'] },
  { id: 'storage', name: 'Lots to store', icon: '📦', includes: ['hallway', 'kids bedroom', 'bathroom', 'kitchen', 'bedroom', 'home office'] },
  { id: 'arrivals', name: 'Coming and going', icon: '🧥', includes: ['hallway', 'open'] },
  { id: 'spa', name: 'A spa at home', icon: '🛁', includes: ['bathroom'] },
  { id: 'sharing', name: 'Shared by several people', icon: '👪', includes: ['bathroom', 'kids bedroom', 'kitchen'] },
  { id: 'sleep', name: 'Better sleep', icon: '🌙', includes: ['bedroom', 'kids bedroom'] },
  { id: 'garden', name: 'Gardening and plants', icon: '🌿', includes: ['outdoor', 'open', 'living room'] },
];

/** The lifestyle choices a room offers. */
export const lifestylesFor = (room: string) => lifestyles.filter((l) => l.includes.includes(room.trim().toLowerCase()));

/**
 * The client's style personality from the photos they chose: each style's share,
 * largest first (ties in the styles' order). Shown on /design/personality.
 */
export function stylePersonality(photoIds: readonly string[]): Array<{ style: DesignStyle; share: number }> {
  const chosen = stylePhotos.filter((p) => photoIds.includes(p.id));
  if (!chosen.length) return [];
  return designStyles
    .map((style) => ({ style, share: Math.round((chosen.filter((p) => p.style === style).length / chosen.length) * 100) }))
    .filter((s) => s.share > 0)
    .sort((a, b) => b.share - a.share || designStyles.indexOf(a.style) - designStyles.indexOf(b.style));
}
