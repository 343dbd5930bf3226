// Ad-hoc code signature for a thin 64-bit Mach-O, written the way the Go linker signs its own
// output (its cmd/internal/codesign package). postject drops a binary's LC_CODE_SIGNATURE, and
// Apple Silicon refuses to run unsigned code; no npm or Debian package can sign on Linux.
//
// Layout: a SuperBlob (0xfade0cc0) with one CodeDirectory (0xfade0c02, version 0x20400,
// flags adhoc|linker-signed, SHA-256 over 4 KiB pages, no special slots), appended at the end of
// the file, 16-byte aligned, and covered by __LINKEDIT.
//
// Usage: node scripts/macho-sign.ts <file> [identifier]
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const MH_MAGIC_64 = 0xfeedfacf;
const MH_EXECUTE = 0x2;
const LC_SEGMENT_64 = 0x19;
const LC_CODE_SIGNATURE = 0x1d;
const CSMAGIC_EMBEDDED_SIGNATURE = 0xfade0cc0;
const CSMAGIC_CODEDIRECTORY = 0xfade0c02;
const CS_VERSION = 0x20400;
const CS_ADHOC = 0x2;
const CS_LINKER_SIGNED = 0x20000;
const CS_HASHTYPE_SHA256 = 2;
const CS_EXECSEG_MAIN_BINARY = 0x1;
const PAGE_BITS = 12;
const PAGE_SIZE = 1 << PAGE_BITS;
const HASH_SIZE = 32;
const HEADER_SIZE = 32;
const CODE_DIRECTORY_HEADER = 88;
const SUPERBLOB_HEADER = 12;
const BLOB_INDEX = 8;

interface Layout {
  ncmds: number;
  sizeofcmds: number;
  fileType: number;
  text: { fileoff: bigint; filesize: bigint };
  linkedit: { commandOffset: number; fileoff: bigint; vmsize: bigint };
  codeSignatureOffset: number | null;
  firstSectionOffset: number;
}

function readLayout(file: Buffer): Layout {
  if (file.length < HEADER_SIZE || file.readUInt32LE(0) !== MH_MAGIC_64) {
    throw new Error("not a thin 64-bit little-endian Mach-O file (magic 0xfeedfacf)");
  }
  const fileType = file.readUInt32LE(12);
  const ncmds = file.readUInt32LE(16);
  const sizeofcmds = file.readUInt32LE(20);
  let text: Layout["text"] | undefined;
  let linkedit: Layout["linkedit"] | undefined;
  let codeSignatureOffset: number | null = null;
  let firstSectionOffset = file.length;
  let offset = HEADER_SIZE;
  for (let index = 0; index < ncmds; index++) {
    const cmd = file.readUInt32LE(offset);
    const cmdsize = file.readUInt32LE(offset + 4);
    if (cmdsize < 8 || offset + cmdsize > HEADER_SIZE + sizeofcmds) throw new Error(`load command ${index} is damaged`);
    if (cmd === LC_SEGMENT_64) {
      const name = file.toString("latin1", offset + 8, offset + 24).replace(/\0+$/, "");
      const vmsize = file.readBigUInt64LE(offset + 32);
      const fileoff = file.readBigUInt64LE(offset + 40);
      const filesize = file.readBigUInt64LE(offset + 48);
      const nsects = file.readUInt32LE(offset + 64);
      if (name === "__TEXT") text = { fileoff, filesize };
      if (name === "__LINKEDIT") linkedit = { commandOffset: offset, fileoff, vmsize };
      for (let section = 0; section < nsects; section++) {
        const sectionOffset = file.readUInt32LE(offset + 72 + section * 80 + 48);
        if (sectionOffset !== 0) firstSectionOffset = Math.min(firstSectionOffset, sectionOffset);
      }
    } else if (cmd === LC_CODE_SIGNATURE) {
      codeSignatureOffset = offset;
    }
    offset += cmdsize;
  }
  if (!text) throw new Error("no __TEXT segment");
  if (!linkedit) throw new Error("no __LINKEDIT segment");
  return { ncmds, sizeofcmds, fileType, text, linkedit, codeSignatureOffset, firstSectionOffset };
}

function alignUp(value: number, alignment: number): number {
  return Math.ceil(value / alignment) * alignment;
}

/** Returns the signed file. The input buffer is not modified. */
export function adhocSign(input: Buffer, identifier: string): Buffer {
  const layout = readLayout(input);
  let body: Buffer;
  let signatureCommand: number;
  if (layout.codeSignatureOffset !== null) {
    // Re-signing: drop the old signature and reuse its load command.
    signatureCommand = layout.codeSignatureOffset;
    body = Buffer.from(input.subarray(0, input.readUInt32LE(signatureCommand + 8)));
  } else {
    signatureCommand = HEADER_SIZE + layout.sizeofcmds;
    if (signatureCommand + 16 > layout.firstSectionOffset) throw new Error("no room after the load commands for LC_CODE_SIGNATURE");
    if (input.subarray(signatureCommand, signatureCommand + 16).some((byte) => byte !== 0)) {
      throw new Error("the space after the load commands is not free");
    }
    body = Buffer.from(input);
    body.writeUInt32LE(LC_CODE_SIGNATURE, signatureCommand);
    body.writeUInt32LE(16, signatureCommand + 4);
    body.writeUInt32LE(layout.ncmds + 1, 16);
    body.writeUInt32LE(layout.sizeofcmds + 16, 20);
  }

  const codeLimit = alignUp(body.length, 16);
  const pages = Math.ceil(codeLimit / PAGE_SIZE);
  const ident = Buffer.from(`${identifier}\0`, "utf8");
  const hashOffset = CODE_DIRECTORY_HEADER + ident.length;
  const directoryLength = hashOffset + pages * HASH_SIZE;
  const signatureLength = SUPERBLOB_HEADER + BLOB_INDEX + directoryLength;

  const file = Buffer.alloc(codeLimit + signatureLength);
  body.copy(file);
  file.writeUInt32LE(codeLimit, signatureCommand + 8);
  file.writeUInt32LE(signatureLength, signatureCommand + 12);
  const linkeditFilesize = BigInt(codeLimit + signatureLength) - layout.linkedit.fileoff;
  file.writeBigUInt64LE(linkeditFilesize, layout.linkedit.commandOffset + 48);
  if (layout.linkedit.vmsize < linkeditFilesize) {
    file.writeBigUInt64LE(BigInt(alignUp(Number(linkeditFilesize), 0x4000)), layout.linkedit.commandOffset + 32);
  }

  // Big-endian, like every code-signing structure.
  let at = codeLimit;
  const u32 = (value: number) => {
    file.writeUInt32BE(value, at);
    at += 4;
  };
  const u64 = (value: bigint) => {
    file.writeBigUInt64BE(value, at);
    at += 8;
  };
  u32(CSMAGIC_EMBEDDED_SIGNATURE);
  u32(signatureLength);
  u32(1);
  u32(0); // CSSLOT_CODEDIRECTORY
  u32(SUPERBLOB_HEADER + BLOB_INDEX);
  u32(CSMAGIC_CODEDIRECTORY);
  u32(directoryLength);
  u32(CS_VERSION);
  u32(CS_ADHOC | CS_LINKER_SIGNED);
  u32(hashOffset);
  u32(CODE_DIRECTORY_HEADER);
  u32(0); // special slots
  u32(pages);
  u32(codeLimit);
  file.writeUInt8(HASH_SIZE, at);
  file.writeUInt8(CS_HASHTYPE_SHA256, at + 1);
  file.writeUInt8(0, at + 2); // platform
  file.writeUInt8(PAGE_BITS, at + 3);
  at += 4;
  u32(0); // spare2
  u32(0); // scatterOffset
  u32(0); // teamOffset
  u32(0); // spare3
  u64(0n); // codeLimit64
  u64(layout.text.fileoff);
  u64(layout.text.filesize);
  u64(layout.fileType === MH_EXECUTE ? BigInt(CS_EXECSEG_MAIN_BINARY) : 0n);
  ident.copy(file, at);
  at += ident.length;
  for (let page = 0; page < pages; page++) {
    const start = page * PAGE_SIZE;
    const hash = createHash("sha256")
      .update(file.subarray(start, Math.min(start + PAGE_SIZE, codeLimit)))
      .digest();
    hash.copy(file, at);
    at += HASH_SIZE;
  }
  return file;
}

if (import.meta.main) {
  const [target, identifier] = process.argv.slice(2);
  if (!target) {
    process.stderr.write("usage: node scripts/macho-sign.ts <file> [identifier]\n");
    process.exit(2);
  }
  writeFileSync(target, adhocSign(readFileSync(target), identifier ?? path.basename(target)));
}
