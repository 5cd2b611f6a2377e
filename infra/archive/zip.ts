import { deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, the subset every unzip reads): each entry
 * deflated (or stored when deflating does not make it smaller), with its CRC-32,
 * sizes and a DOS date, then the central directory. Names are UTF-8 (flag bit 11).
 * No ZIP64: an archive stays under 4 GiB and 65,535 entries, which the caller's
 * data (a client's boards and orders) never comes near; larger input is refused.
 */
export interface ZipEntry {
  /** A relative path with forward slashes, e.g. `boards/Living room.json`. */
  name: string;
  data: Uint8Array | string;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (IEEE 802.3), as ZIP and gzip use it. */
export function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The MS-DOS time and date fields of `when` (local fields taken as UTC, 2-second steps). */
function dosDateTime(when: Date): { time: number; date: number } {
  const year = Math.min(Math.max(when.getUTCFullYear(), 1980), 2107);
  return {
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | Math.floor(when.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
  };
}

const LIMIT = 0xffffffff;

/** The archive's bytes. Entry names must be unique, relative and free of `..`. */
export function zipArchive(entries: readonly ZipEntry[], when: Date = new Date()): Buffer {
  if (entries.length > 0xffff) throw new Error('Too many entries for a ZIP archive');
  const seen = new Set<string>();
  const { time, date } = dosDateTime(when);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    if (!entry.name || entry.name.startsWith('/') || entry.name.split('/').includes('..') || name.length > 0xffff) throw new Error(`Not a usable entry name: ${entry.name}`);
    if (seen.has(entry.name)) throw new Error(`Two entries named ${entry.name}`);
    seen.add(entry.name);
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    const deflated = deflateRawSync(raw, { level: 6 });
    const stored = deflated.length >= raw.length;
    const body = stored ? raw : deflated;
    if (raw.length > LIMIT || offset + body.length > LIMIT) throw new Error('The archive would be larger than a ZIP without ZIP64 can hold');
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(stored ? 0 : 8, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(stored ? 0 : 8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
