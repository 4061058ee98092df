/**
 * The entries of a ZIP as its central directory lists them, without unpacking any: each entry's
 * name and where its stored bytes are. The central directory, not the local headers, is what holds
 * the sizes when the writer streamed the archive (data descriptors). Every read is bounds-checked:
 * a damaged or hostile archive gives a ZipFormatError, never a read past the end.
 */

const SIGNATURE = {
  endOfDirectory: 0x06054b50,
  zip64Locator: 0x07064b50,
  zip64EndOfDirectory: 0x06064b50,
  directoryEntry: 0x02014b50,
  localHeader: 0x04034b50,
} as const;
const END_OF_DIRECTORY_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_EXTRA_FIELD = 0x0001;
/** A 16- or 32-bit field at its maximum means "see the ZIP64 record". */
const ZIP64_COUNT = 0xffff;
const ZIP64_VALUE = 0xffffffff;
const ENCRYPTED_FLAG = 0x1;

export class ZipFormatError extends Error {
  constructor(detail: string) {
    super(`Not a readable ZIP: ${detail}`);
    this.name = 'ZipFormatError';
  }
}

export interface ZipEntry {
  /** The path inside the archive, as written (UTF-8; older tools' code page 437 differs only beyond ASCII). */
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  encrypted: boolean;
  /** The entry's stored (compressed) bytes: a view into the archive, located on demand. */
  storedBytes: () => Uint8Array;
}

export interface ZipDirectory {
  /** How many entries the archive declares, known before any is read. */
  count: number;
  entries: () => Generator<ZipEntry>;
}

/** Little-endian reads that refuse to go outside the archive. */
class ArchiveBytes {
  private readonly view: DataView;

  constructor(readonly array: Uint8Array) {
    this.view = new DataView(array.buffer, array.byteOffset, array.byteLength);
  }

  u16(at: number) {
    this.check(at, 2);
    return this.view.getUint16(at, true);
  }

  u32(at: number) {
    this.check(at, 4);
    return this.view.getUint32(at, true);
  }

  u64(at: number) {
    this.check(at, 8);
    return Number(this.view.getBigUint64(at, true));
  }

  slice(at: number, length: number) {
    this.check(at, length);
    return this.array.subarray(at, at + length);
  }

  private check(at: number, length: number) {
    if (!(at >= 0 && length >= 0 && at + length <= this.array.length)) throw new ZipFormatError('it ends too early');
  }
}

const utf8 = new TextDecoder();

export function readZipDirectory(zip: Uint8Array): ZipDirectory {
  const bytes = new ArchiveBytes(zip);
  const end = endOfDirectoryAt(bytes);
  let count = bytes.u16(end + 10);
  let offset = bytes.u32(end + 16);
  if (count === ZIP64_COUNT || offset === ZIP64_VALUE) ({ count, offset } = zip64Directory(bytes, end));
  return { count, entries: () => directoryEntries(bytes, count, offset) };
}

/** The end record sits in the last 22 bytes plus an optional comment of up to 64 KB. */
function endOfDirectoryAt(bytes: ArchiveBytes): number {
  const last = bytes.array.length - END_OF_DIRECTORY_BYTES;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT_BYTES; at--) {
    if (bytes.u32(at) === SIGNATURE.endOfDirectory) return at;
  }
  throw new ZipFormatError('no end of central directory');
}

function zip64Directory(bytes: ArchiveBytes, end: number) {
  const locator = end - 20;
  if (bytes.u32(locator) !== SIGNATURE.zip64Locator) throw new ZipFormatError('no ZIP64 locator');
  const record = bytes.u64(locator + 8);
  if (bytes.u32(record) !== SIGNATURE.zip64EndOfDirectory)
    throw new ZipFormatError('no ZIP64 end of central directory');
  return { count: bytes.u64(record + 32), offset: bytes.u64(record + 48) };
}

function* directoryEntries(bytes: ArchiveBytes, count: number, offset: number): Generator<ZipEntry> {
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (bytes.u32(at) !== SIGNATURE.directoryEntry)
      throw new ZipFormatError(`central directory entry ${index} is damaged`);
    const flags = bytes.u16(at + 8);
    const method = bytes.u16(at + 10);
    const nameLength = bytes.u16(at + 28);
    const extraLength = bytes.u16(at + 30);
    const commentLength = bytes.u16(at + 32);
    const name = utf8.decode(bytes.slice(at + 46, nameLength));
    const { storedSize, localHeader } = sizesOf(bytes, at, at + 46 + nameLength, extraLength);
    yield {
      name,
      method,
      encrypted: (flags & ENCRYPTED_FLAG) !== 0,
      storedBytes: () => storedBytesAt(bytes, localHeader, storedSize),
    };
    at += 46 + nameLength + extraLength + commentLength;
  }
}

/** The stored size and local header offset, from the ZIP64 extra field where the 32-bit fields overflow. */
function sizesOf(bytes: ArchiveBytes, entry: number, extra: number, extraLength: number) {
  let storedSize = bytes.u32(entry + 20);
  const originalSize = bytes.u32(entry + 24);
  let localHeader = bytes.u32(entry + 42);
  if (storedSize !== ZIP64_VALUE && originalSize !== ZIP64_VALUE && localHeader !== ZIP64_VALUE)
    return { storedSize, localHeader };
  for (let field = extra; field < extra + extraLength; field += 4 + bytes.u16(field + 2)) {
    if (bytes.u16(field) !== ZIP64_EXTRA_FIELD) continue;
    // The 64-bit values appear in this order, each only where its 32-bit field overflowed.
    let value = field + 4;
    if (originalSize === ZIP64_VALUE) value += 8;
    if (storedSize === ZIP64_VALUE) {
      storedSize = bytes.u64(value);
      value += 8;
    }
    if (localHeader === ZIP64_VALUE) localHeader = bytes.u64(value);
    return { storedSize, localHeader };
  }
  throw new ZipFormatError('a ZIP64 entry has no ZIP64 sizes');
}

function storedBytesAt(bytes: ArchiveBytes, localHeader: number, storedSize: number): Uint8Array {
  if (bytes.u32(localHeader) !== SIGNATURE.localHeader) throw new ZipFormatError('a local header is damaged');
  const start = localHeader + 30 + bytes.u16(localHeader + 26) + bytes.u16(localHeader + 28);
  return bytes.slice(start, storedSize);
}
