/**
 * The pixel size of a picture read from its header alone (nothing decoded), so
 * a small file that claims a huge picture (a 16000×16000 PNG of a few KB) is
 * refused before any decoder allocates for it. PNG, JPEG, GIF (every frame's
 * extent) and WebP; null for anything else or a header that does not hold.
 */
export interface HeaderSize {
  format: 'png' | 'jpeg' | 'gif' | 'webp';
  width: number;
  height: number;
}

export function imageHeaderSize(bytes: Buffer): HeaderSize | null {
  try {
    return png(bytes) ?? jpeg(bytes) ?? gif(bytes) ?? webp(bytes);
  } catch {
    // A header cut short reads past the end: it does not hold.
    return null;
  }
}

const sized = (format: HeaderSize['format'], width: number, height: number): HeaderSize | null => (width > 0 && height > 0 ? { format, width, height } : null);

function png(b: Buffer): HeaderSize | null {
  if (b.length < 24 || b.readUInt32BE(0) !== 0x89504e47 || b.readUInt32BE(4) !== 0x0d0a1a0a || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized('png', b.readUInt32BE(16), b.readUInt32BE(20));
}

function jpeg(b: Buffer): HeaderSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end or scan data before any frame header
    const length = b.readUInt16BE(at + 2);
    // Start of frame (baseline, progressive, lossless, arithmetic…), not DHT/JPG/DAC.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return sized('jpeg', b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

function gif(b: Buffer): HeaderSize | null {
  const sig = b.toString('latin1', 0, 6);
  if (sig !== 'GIF87a' && sig !== 'GIF89a') return null;
  let width = b.readUInt16LE(6);
  let height = b.readUInt16LE(8);
  const flags = b[10];
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const skipSubBlocks = () => {
    while (b[at] !== 0) {
      if (at >= b.length) throw new RangeError('cut short');
      at += b[at] + 1;
    }
    at += 1;
  };
  // A frame may reach past the logical screen: the decoder allocates for the frame, so every frame counts.
  while (at < b.length) {
    const block = b[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (block === 0x2c) {
      const left = b.readUInt16LE(at + 1);
      const top = b.readUInt16LE(at + 3);
      width = Math.max(width, left + b.readUInt16LE(at + 5));
      height = Math.max(height, top + b.readUInt16LE(at + 7));
      const local = b[at + 9];
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1;
      skipSubBlocks();
    } else return null;
  }
  return sized('gif', width, height);
}

function webp(b: Buffer): HeaderSize | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return sized('webp', b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return sized('webp', b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  return null;
}
