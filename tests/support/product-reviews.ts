import sharp from 'sharp';
import { orderCommands } from '../../domain/orders/commands';
import type { Runtime } from '../../infra/runtime';
import { paidOrderFor } from './orders';
import { settled } from './processes';

const staffActor = { kind: 'user', userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'] } as const;

/**
 * An order the client paid for and staff shipped and marked delivered, line by
 * line, as the console does (ShipOrderLine, MarkLineDelivered): the client is a
 * verified buyer of its goods (the first `lines` goods listed).
 */
export async function deliveredOrderFor(runtime: Runtime, client: { userId: string; email: string }, lines = 1) {
  const order = await paidOrderFor(runtime, client, { lines });
  for (const line of order.lines) {
    await runtime.execute(orderCommands.ShipOrderLine, { orderId: order.orderId, lineId: line.lineId, carrier: 'UPS', trackingNumber: `1Z${line.lineId}` }, { actor: staffActor });
    await runtime.execute(orderCommands.MarkLineDelivered, { orderId: order.orderId, lineId: line.lineId }, { actor: staffActor });
  }
  await settled(runtime);
  return order;
}

/** A small real photo (PNG with EXIF and a GPS-like comment, which re-encoding must drop). */
export const reviewPhoto = (background = '#a0522d') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .withMetadata({ exif: { IFD0: { ImageDescription: 'secret-location 51.5N' } } })
    .png()
    .toBuffer();

/** Files that are not what a review photo must be. */
export async function hostilePhotos(): Promise<[string, Blob][]> {
  const png = await reviewPhoto();
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(100_000, 16);
  bomb.writeUInt32BE(100_000, 20);
  return [
    ['text named as a PNG', new Blob(['hello, not a picture'], { type: 'image/png' })],
    ['svg with a script', new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' })],
    ['truncated png', new Blob([new Uint8Array(png.subarray(0, 30))], { type: 'image/png' })],
    ['pixel bomb', new Blob([new Uint8Array(bomb)], { type: 'image/png' })],
    ['zip', new Blob([new Uint8Array(Buffer.from('504b030414000000', 'hex'))], { type: 'application/zip' })],
  ];
}
