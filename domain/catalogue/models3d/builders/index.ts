/** One builder per model kind. */
import type { ModelKind } from '../kinds';
import { bed } from './beds';
import type { Builder } from './common';
import { curtain, mirror, planter, shade, vase, wallArt } from './decor';
import { floorLamp, pendant, tableLamp } from './lighting';
import { outdoorChair, outdoorSofa, outdoorTable } from './outdoor';
import { accentChair, armchair, bench, diningChair, loveseat, ottoman, sectional, sofa, stool } from './seating';
import { bookcase, cabinet, chest, dresser, nightstand, tvStand } from './storage';
import { coffeeTable, consoleTable, desk, diningTable, sideTable } from './tables';
import { bedding, pillow, rug, runner, throwBlanket } from './textiles';

export const builders: Record<ModelKind, Builder> = {
  sofa, sectional, loveseat, armchair, 'accent-chair': accentChair, 'dining-chair': diningChair, stool, bench, ottoman,
  'coffee-table': coffeeTable, 'side-table': sideTable, console: consoleTable, 'dining-table': diningTable, desk,
  bed, nightstand, dresser, chest, bookcase, 'tv-stand': tvStand, cabinet,
  'floor-lamp': floorLamp, 'table-lamp': tableLamp, pendant,
  rug, runner, mirror, 'wall-art': wallArt, curtain, shade, pillow, throw: throwBlanket, bedding, vase, planter,
  'outdoor-sofa': outdoorSofa, 'outdoor-chair': outdoorChair, 'outdoor-table': outdoorTable,
};
