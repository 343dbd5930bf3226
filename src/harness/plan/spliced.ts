// A big file's planned content: its bytes as read, and the splices a change makes to them
// (formats/json-splice.ts). Never joined into one buffer or string: it is written piece by piece,
// hashed piece by piece, and its diff is made from the splices' neighbourhoods alone, so a 30 MB
// file that gains three entries costs the memory of the file once.
import { createHash } from "node:crypto";
import { formatPatch, structuredPatch, type StructuredPatchHunk } from "diff";
import { splicedPieces, type Splice } from "../formats/json-splice.ts";

export class SplicedBytes {
  readonly base: Uint8Array;
  readonly splices: readonly Splice[];

  constructor(base: Uint8Array, splices: readonly Splice[] = []) {
    this.base = base;
    this.splices = splices;
  }

  /** The content, as pieces in order (slices of the base and the new text). */
  pieces(): Uint8Array[] {
    return splicedPieces(this.base, this.splices);
  }

  get length(): number {
    return this.pieces().reduce((sum, piece) => sum + piece.length, 0);
  }

  sha256(): string {
    const hash = createHash("sha256");
    for (const piece of this.pieces()) hash.update(piece);
    return hash.digest("hex");
  }

  /** The content as one buffer (for the rare caller that needs it whole). */
  toBytes(): Buffer {
    return Buffer.concat(this.pieces());
  }

  /**
   * The hunks of a unified diff from the base to this content, lines numbered as in the whole file:
   * each splice with the lines around it is diffed alone (line endings folded, as svc shows every
   * diff), and splices close enough to share context are diffed together.
   */
  hunks(context = 3): StructuredPatchHunk[] {
    const base = this.base;
    const margin = context + 1;
    // A byte order mark is no part of the first line, as every diff of svc shows it.
    const bom = base[0] === 0xef && base[1] === 0xbb && base[2] === 0xbf ? 3 : 0;
    // Windows of whole lines around each splice, merged where they touch.
    const windows: { start: number; end: number; splices: Splice[] }[] = [];
    for (const splice of this.splices) {
      let start = lineStart(base, splice.start);
      for (let line = 0; line < margin && start > 0; line++) start = lineStart(base, start - 1);
      start = Math.max(start, bom);
      let end = lineEnd(base, splice.end);
      for (let line = 0; line < margin && end < base.length; line++) end = lineEnd(base, end);
      const last = windows[windows.length - 1];
      if (last !== undefined && start <= last.end) {
        last.end = Math.max(last.end, end);
        last.splices.push(splice);
      } else {
        windows.push({ start, end, splices: [splice] });
      }
    }
    const hunks: StructuredPatchHunk[] = [];
    let line = 1;
    let counted = 0;
    let shift = 0; // lines the splices before this window added (or removed)
    for (const window of windows) {
      line += countNewlines(base, counted, window.start);
      counted = window.start;
      const before = decode(base.subarray(window.start, window.end));
      let after = "";
      let at = window.start;
      for (const splice of window.splices) {
        after += decode(base.subarray(at, splice.start)) + splice.text.replace(/\r\n/g, "\n");
        at = splice.end;
      }
      after += decode(base.subarray(at, window.end));
      const patch = structuredPatch("a", "b", before, after, undefined, undefined, { context });
      for (const hunk of patch.hunks) hunks.push({ ...hunk, oldStart: hunk.oldStart + line - 1, newStart: hunk.newStart + line - 1 + shift });
      shift += countLines(after) - countLines(before);
    }
    return hunks;
  }

  /** A unified diff, as the diff library writes one (createTwoFilesPatch). */
  patch(oldName: string, newName: string): string {
    return formatPatch({ oldFileName: oldName, newFileName: newName, oldHeader: undefined, newHeader: undefined, hunks: this.hunks() });
  }
}

function lineStart(bytes: Uint8Array, offset: number): number {
  return bytes.lastIndexOf(0x0a, offset - 1) + 1;
}

/** The offset after the newline that ends the line holding `offset` (or the end). */
function lineEnd(bytes: Uint8Array, offset: number): number {
  const newline = bytes.indexOf(0x0a, offset);
  return newline === -1 ? bytes.length : newline + 1;
}

function countNewlines(bytes: Uint8Array, from: number, to: number): number {
  let count = 0;
  for (let at = bytes.indexOf(0x0a, from); at !== -1 && at < to; at = bytes.indexOf(0x0a, at + 1)) count++;
  return count;
}

function countLines(text: string): number {
  let count = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) count++;
  return count;
}

function decode(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8").replace(/\r\n/g, "\n");
}
