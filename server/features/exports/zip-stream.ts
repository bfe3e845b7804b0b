// A streamed ZIP (stored entries, no compression: CSV and SVG stay small, and a streamed store needs no temp file).
// Each entry is written with a data descriptor (sizes and CRC after the data), so nothing is held in memory but the
// central directory's few bytes per entry. zlib.crc32 is in Node ≥ 20.15.
import { crc32 } from 'node:zlib';

interface Entry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

const DOS_DATE = (() => {
  const d = new Date();
  return { time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1), date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate() };
})();

export class ZipWriter {
  private entries: Entry[] = [];
  private offset = 0;
  constructor(private readonly write: (chunk: Buffer) => Promise<void>) {}

  private async out(chunk: Buffer) {
    this.offset += chunk.length;
    await this.write(chunk);
  }

  /** One file, its content given piece by piece. */
  async file(name: string, pieces: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6); // data descriptor follows; names are UTF-8
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(DOS_DATE.time, 10);
    header.writeUInt16LE(DOS_DATE.date, 12);
    header.writeUInt16LE(nameBytes.length, 26);
    const entry: Entry = { name: nameBytes, crc: 0, size: 0, offset: this.offset };
    await this.out(Buffer.concat([header, nameBytes]));
    for await (const piece of pieces) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      entry.crc = crc32(bytes, entry.crc);
      entry.size += bytes.length;
      await this.out(bytes);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.size, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.out(descriptor);
    this.entries.push(entry);
  }

  async finish(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4);
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(0x0808, 8);
      c.writeUInt16LE(0, 10);
      c.writeUInt16LE(DOS_DATE.time, 12);
      c.writeUInt16LE(DOS_DATE.date, 14);
      c.writeUInt32LE(e.crc >>> 0, 16);
      c.writeUInt32LE(e.size, 20);
      c.writeUInt32LE(e.size, 24);
      c.writeUInt16LE(e.name.length, 28);
      c.writeUInt32LE(e.offset, 42);
      await this.out(Buffer.concat([c, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.out(end);
  }
}
