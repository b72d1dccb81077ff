import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
// Node's own CRC-32 (zlib's, since Node 20.15), streamed chunk by chunk.
import { crc32 } from 'node:zlib';

/**
 * A plain ZIP writer for the whole packages: entries are STORED (PDFs, MP3s and pictures do not shrink),
 * names UTF-8 (flag bit 11), so the archive's size is known before it is written: `zipSize`. No ZIP64:
 * a package stays far below 4 GB.
 */

export interface ZipEntry {
  /** The name inside the archive, `folder/file.pdf`. */
  name: string;
  /** The file on disk. */
  file: string;
  /** Its size in bytes. */
  size: number;
}

const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
const UTF8_NAMES = 0x0800;

/** Bytes of the archive of these entries, exactly. */
export function zipSize(entries: readonly { name: string; size: number }[]): number {
  let total = END_RECORD;
  for (const e of entries) {
    const n = Buffer.byteLength(e.name);
    total += LOCAL_HEADER + n + e.size + CENTRAL_HEADER + n;
  }
  return total;
}

async function fileCrc(file: string): Promise<{ crc: number; size: number }> {
  let crc = 0;
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    crc = crc32(chunk as Buffer, crc);
    size += (chunk as Buffer).length;
  }
  return { crc, size };
}

/** DOS date and time of a moment (local fields of the server). */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}

/**
 * Writes the archive to `dest` (through a temporary file renamed at the end, so a reader never sees half
 * of one) and answers its size.
 */
export async function writeZip(
  entries: readonly ZipEntry[],
  dest: string,
  when = new Date(),
): Promise<number> {
  const tmp = `${dest}.${process.pid}.${Date.now()}.tmp`;
  const out = createWriteStream(tmp);
  const write = async (buf: Buffer) => {
    if (!out.write(buf)) await once(out, 'drain');
  };
  const { time, date } = dosTime(when);
  const central: Buffer[] = [];
  let offset = 0;
  try {
    for (const e of entries) {
      const name = Buffer.from(e.name);
      const { crc, size } = await fileCrc(e.file);
      const local = Buffer.alloc(LOCAL_HEADER);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(UTF8_NAMES, 6);
      local.writeUInt16LE(0, 8); // stored
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(date, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(size, 18);
      local.writeUInt32LE(size, 22);
      local.writeUInt16LE(name.length, 26);
      local.writeUInt16LE(0, 28);
      await write(local);
      await write(name);
      for await (const chunk of createReadStream(e.file)) await write(chunk as Buffer);

      const c = Buffer.alloc(CENTRAL_HEADER);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4);
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(UTF8_NAMES, 8);
      c.writeUInt16LE(0, 10);
      c.writeUInt16LE(time, 12);
      c.writeUInt16LE(date, 14);
      c.writeUInt32LE(crc, 16);
      c.writeUInt32LE(size, 20);
      c.writeUInt32LE(size, 24);
      c.writeUInt16LE(name.length, 28);
      c.writeUInt32LE(offset, 42);
      central.push(c, name);
      offset += LOCAL_HEADER + name.length + size;
    }
    const centralSize = central.reduce((n, b) => n + b.length, 0);
    for (const b of central) await write(b);
    const end = Buffer.alloc(END_RECORD);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(centralSize, 12);
    end.writeUInt32LE(offset, 16);
    await write(end);
    out.end();
    await once(out, 'finish');
    await rename(tmp, dest);
    return offset + centralSize + END_RECORD;
  } catch (err) {
    out.destroy();
    await rm(tmp, { force: true });
    throw err;
  }
}
