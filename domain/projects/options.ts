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
  /** A drawn room scene from the catalogue's art (variant 2: the piece in a room). */
  picture: string;
  alt: string;
}

const scene = (kind: string, colour: string, shape: 1 | 2 = 1) => `/media/art/${kind}/${colour}-${shape}-2.svg`;

export const stylePhotos: readonly StylePhoto[] = [
  { id: 'p1', style: 'Bohemian', picture: scene('rug', 'terracotta'), alt: 'A terracotta rug with a plant and warm clay walls' },
  { id: 'p2', style: 'Bohemian', picture: scene('chair', 'rattan', 2), alt: 'A rattan side chair among layered textiles' },
  { id: 'p3', style: 'Coastal', picture: scene('sofa', 'cream'), alt: 'A cream sofa in a bright, breezy room' },
  { id: 'p4', style: 'Coastal', picture: scene('lamp', 'teal'), alt: 'A teal lamp against pale sandy walls' },
  { id: 'p5', style: 'Farmhouse', picture: scene('table', 'natural-oak'), alt: 'A natural oak table with simple country lines' },
  { id: 'p6', style: 'Farmhouse', picture: scene('cabinet', 'sage', 2), alt: 'A sage painted dresser in a cosy room' },
  { id: 'p7', style: 'Eclectic', picture: scene('ottoman', 'mustard'), alt: 'A mustard ottoman mixing colour and pattern' },
  { id: 'p8', style: 'Eclectic', picture: scene('vase', 'blush'), alt: 'A blush vase on a bold, collected shelf' },
  { id: 'p9', style: 'Scandinavian', picture: scene('chair', 'oat'), alt: 'An oat lounge chair in a calm white room' },
  { id: 'p10', style: 'Scandinavian', picture: scene('bookcase', 'ivory'), alt: 'An ivory bookcase with light wood floors' },
  { id: 'p11', style: 'Modern', picture: scene('sofa', 'charcoal'), alt: 'A charcoal sofa with clean, low lines' },
  { id: 'p12', style: 'Modern', picture: scene('table', 'white-marble', 2), alt: 'A white marble pedestal table' },
  { id: 'p13', style: 'Transitional', picture: scene('bed', 'slate'), alt: 'A slate blue upholstered bed' },
  { id: 'p14', style: 'Transitional', picture: scene('textile', 'sand'), alt: 'Sand-coloured throws on a tailored sofa' },
  { id: 'p15', style: 'Mid-century', picture: scene('cabinet', 'walnut'), alt: 'A walnut credenza on tapered legs' },
  { id: 'p16', style: 'Mid-century', picture: scene('chair', 'rust'), alt: 'A rust lounge chair with a mid-century frame' },
];

export interface FurniturePic {
  id: string;
  name: string;
  picture: string;
}

const piece = (kind: string, colour: string, shape: 1 | 2 = 1) => `/media/art/${kind}/${colour}-${shape}-1.svg`;

export const furniturePics: readonly FurniturePic[] = [
  { id: 's1', name: 'Low velvet sofa', picture: piece('sofa', 'sage') },
  { id: 's2', name: 'Tailored linen sofa', picture: piece('sofa', 'oat') },
  { id: 's3', name: 'Rattan accent chair', picture: piece('chair', 'rattan', 2) },
  { id: 's4', name: 'Upholstered lounge chair', picture: piece('chair', 'rust') },
  { id: 's5', name: 'Round pedestal table', picture: piece('table', 'white-marble', 2) },
  { id: 's6', name: 'Solid wood table', picture: piece('table', 'walnut') },
  { id: 's7', name: 'Panel bed', picture: piece('bed', 'slate') },
  { id: 's8', name: 'Six-drawer dresser', picture: piece('cabinet', 'natural-oak', 2) },
  { id: 's9', name: 'Open bookcase', picture: piece('bookcase', 'black-iron') },
  { id: 's10', name: 'Brass pendant', picture: piece('pendant', 'brass') },
  { id: 's11', name: 'Jute rug', picture: piece('rug', 'jute') },
  { id: 's12', name: 'Arched mirror', picture: piece('mirror', 'brass') },
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
