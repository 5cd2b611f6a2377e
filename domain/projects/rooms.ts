/**
 * Room types (part 2 §2 room layout page, §7 room selection): the labels of group
 * HOUSE_STYLE, of which the page keeps the first match of each of ten room names.
 * Kitchen (5) and Bathroom (22) are the remodel rooms (part 2 §5).
 */
export interface Label {
  id: string;
  name: string;
  group: string;
  picture: string;
}

export const roomNames = ['living room', 'open', 'bedroom', 'home office', 'dining room', 'hallway', 'outdoor', 'kids bedroom', 'kitchen', 'bathroom'] as const;

/** Each room's tile picture: a small room of that type furnished with the catalogue's 3D models (/media/rooms/{type}.webp, issue 22). */
const rendered: Record<string, string> = {
  'living room': 'living-room', open: 'open-plan', bedroom: 'bedroom', 'home office': 'home-office', kitchen: 'kitchen',
  'dining room': 'dining-room', hallway: 'hallway', outdoor: 'outdoor', 'kids bedroom': 'kids-bedroom', bathroom: 'bathroom',
};
const pic = (name: string) => `/media/rooms/${rendered[name]}.webp`;

/** The shop's HOUSE_STYLE labels, as the label call answers them (older duplicates included). */
export const houseStyleLabels: readonly Label[] = [
  { id: '1', name: 'Living Room', group: 'HOUSE_STYLE', picture: pic('living room') },
  { id: '2', name: 'Open', group: 'HOUSE_STYLE', picture: pic('open') },
  { id: '3', name: 'Bedroom', group: 'HOUSE_STYLE', picture: pic('bedroom') },
  { id: '4', name: 'Home Office', group: 'HOUSE_STYLE', picture: pic('home office') },
  { id: '5', name: 'Kitchen', group: 'HOUSE_STYLE', picture: pic('kitchen') },
  { id: '6', name: 'Dining Room', group: 'HOUSE_STYLE', picture: pic('dining room') },
  { id: '7', name: 'Hallway', group: 'HOUSE_STYLE', picture: pic('hallway') },
  { id: '8', name: 'Outdoor', group: 'HOUSE_STYLE', picture: pic('outdoor') },
  { id: '9', name: 'Kids Bedroom', group: 'HOUSE_STYLE', picture: pic('kids bedroom') },
  { id: '21', name: 'Bedroom', group: 'HOUSE_STYLE', picture: pic('bedroom') },
  { id: '22', name: 'Bathroom', group: 'HOUSE_STYLE', picture: pic('bathroom') },
  { id: '30', name: 'Nursery', group: 'HOUSE_STYLE', picture: pic('kids bedroom') },
];

/** The room tiles: the first label matching each room name, in the names' order. */
export function roomTypes(labels: readonly Label[] = houseStyleLabels): Label[] {
  return roomNames.flatMap((name) => {
    const found = labels.find((l) => l.group === 'HOUSE_STYLE' && l.name.trim().toLowerCase() === name);
    return found ? [found] : [];
  });
}

export function roomTypeById(id: string): Label | undefined {
  return roomTypes().find((r) => r.id === id);
}

/** Most rooms of one type a package may hold (the room page's plus stops there). */
export const maxPerRoom = 5;
