/**
 * Image type sniffing and metadata stripping in plain TypeScript (no native image library):
 * the type comes from the bytes, never from the file name or the declared type, and what is
 * kept is only what a decoder needs, so camera EXIF (GPS), comments and anything appended
 * after the image end do not reach other users.
 */
export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

export const EXTENSION_OF: Record<ImageMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Thrown for bytes that claim an image type but do not parse as one. */
export class BrokenImageError extends Error {
  constructor(detail: string) {
    super(`broken image: ${detail}`);
    this.name = 'BrokenImageError';
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type the content starts with, or undefined (scripts, HTML, SVG, anything else). */
export function sniffImage(bytes: Buffer): ImageMime | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/** The image without metadata; throws BrokenImageError when the structure does not parse. */
export function stripImage(mime: ImageMime, bytes: Buffer): Buffer {
  if (mime === 'image/png') return stripPng(bytes);
  if (mime === 'image/jpeg') return stripJpeg(bytes);
  return stripWebp(bytes);
}

/** Critical chunks plus the transparency chunk; tEXt, iTXt, zTXt, eXIf, tIME, iCCP... go. */
const PNG_KEEP = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS']);

export function stripPng(bytes: Buffer): Buffer {
  const parts: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let first = true;
  for (;;) {
    if (offset + 12 > bytes.length) throw new BrokenImageError('png chunk header');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) throw new BrokenImageError('png chunk length');
    if (!/^[A-Za-z]{4}$/.test(type)) throw new BrokenImageError('png chunk type');
    if (first && type !== 'IHDR') throw new BrokenImageError('png without IHDR');
    first = false;
    if (PNG_KEEP.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    // Whatever follows IEND (a smuggled script, a zip) is dropped.
    if (type === 'IEND') return Buffer.concat(parts);
  }
}

/** Markers without a length field: TEM, RST0-7, SOI, EOI. */
function standalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);
}

/** APP1-APP15 (EXIF, XMP, ICC, Photoshop...) and COM go; APP0 (JFIF) and coding segments stay. */
function dropJpegSegment(marker: number): boolean {
  return (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
}

export function stripJpeg(bytes: Buffer): Buffer {
  const parts: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  for (;;) {
    if (offset + 2 > bytes.length) throw new BrokenImageError('jpeg ends before EOI');
    if (bytes[offset] !== 0xff) throw new BrokenImageError('jpeg marker expected');
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(offset, offset + 2));
      return Buffer.concat(parts);
    }
    if (standalone(marker)) {
      parts.push(bytes.subarray(offset, offset + 2));
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) throw new BrokenImageError('jpeg segment header');
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length || end < offset + 4) throw new BrokenImageError('jpeg segment length');
    if (!dropJpegSegment(marker)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (marker === 0xda) {
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or an RSTn.
      let scan = offset;
      while (scan + 1 < bytes.length) {
        const next = bytes[scan + 1];
        if (bytes[scan] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        scan += 1;
      }
      if (scan + 1 >= bytes.length) throw new BrokenImageError('jpeg scan without end');
      parts.push(bytes.subarray(offset, scan));
      offset = scan;
    }
  }
}

/** Image data chunks; ICCP, EXIF, XMP and unknown chunks go. */
const WEBP_KEEP = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF']);
/** VP8X flag bits announcing the dropped chunks: ICC 0x20, EXIF 0x08, XMP 0x04. */
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04;

export function stripWebp(bytes: Buffer): Buffer {
  if (bytes.length < 20) throw new BrokenImageError('webp too short');
  const declaredEnd = 8 + bytes.readUInt32LE(4);
  if (declaredEnd > bytes.length) throw new BrokenImageError('webp riff size');
  const chunks: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= declaredEnd) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const dataEnd = offset + 8 + size;
    const end = dataEnd + (size % 2);
    if (dataEnd > declaredEnd) throw new BrokenImageError('webp chunk size');
    if (offset === 12 && !['VP8 ', 'VP8L', 'VP8X'].includes(fourcc)) {
      throw new BrokenImageError('webp first chunk');
    }
    if (WEBP_KEEP.has(fourcc)) {
      const chunk = Buffer.from(bytes.subarray(offset, Math.min(end, declaredEnd)));
      if (fourcc === 'VP8X') {
        if (size < 10) throw new BrokenImageError('webp VP8X size');
        chunk[8] &= ~VP8X_METADATA_FLAGS;
      }
      // An odd-sized last chunk may lack its pad byte; the rebuilt file always has it.
      chunks.push(chunk.length % 2 === 1 ? Buffer.concat([chunk, Buffer.alloc(1)]) : chunk);
    }
    offset = end;
  }
  if (chunks.length === 0) throw new BrokenImageError('webp without image data');
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}
