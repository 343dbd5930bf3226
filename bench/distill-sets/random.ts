// Deterministic randomness: every choice the generator makes comes from a stream named by what it
// is for and the run's seed, so one document's choices do not shift when another one changes.
import { createHash } from "node:crypto";

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  bytes(count: number): Buffer;
  /** `count` characters drawn from `alphabet`. */
  chars(alphabet: string, count: number): string;
}

/** A stream seeded from sha256(seed + labels); sfc32 underneath (fast, good enough for sampling). */
export function randomFor(seed: number, ...labels: (string | number)[]): Random {
  const digest = createHash("sha256")
    .update(`${seed}\u0000${labels.join("\u0000")}`)
    .digest();
  let a = digest.readUInt32LE(0),
    b = digest.readUInt32LE(4),
    c = digest.readUInt32LE(8),
    d = digest.readUInt32LE(12);
  const nextUint = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) nextUint();
  const next = (): number => nextUint() / 4294967296;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    bytes: (count: number): Buffer => {
      const out = Buffer.alloc(count);
      for (let i = 0; i < count; i++) out[i] = nextUint() & 0xff;
      return out;
    },
    chars: (alphabet: string, count: number): string => {
      let out = "";
      for (let i = 0; i < count; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
  };
}

/** A stable 32-bit number for a string (for choosing without a stream). */
export function hash32(text: string): number {
  return createHash("sha256").update(text).digest().readUInt32LE(0);
}
