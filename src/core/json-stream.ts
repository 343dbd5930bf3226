// A big --json answer (a plan of thousands of files with their diffs is ~12 MB) written piece by
// piece: the same text as JSON.stringify(value, null, 2), without ever holding it whole (nor its
// UTF-8 copy) in memory. Big arrays and plain objects are walked; every other value, and any value
// small enough, is one JSON.stringify call made at the depth where it sits, and a walked array's
// small elements are written a batch at a time: JSON.stringify itself does nearly all the work.

/** Values whose own text is at most about this long are written by one JSON.stringify call. */
const WALK_OVER = 64 * 1024;

function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== "object" || value === null) return false;
  if (typeof (value as { toJSON?: unknown }).toJSON === "function") return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Whether JSON.stringify leaves this property out of an object (and writes null for it in an array). */
function isSkipped(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}

/**
 * The values of an object's own data properties. A getter's value (a plan's diff, made when read)
 * is not made just to be weighed: it would be made twice, and it counts as small.
 */
function dataValues(value: object): unknown[] {
  const values: unknown[] = [];
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(value)))
    if (descriptor.enumerable && "value" in descriptor) values.push(descriptor.value);
  return values;
}

/** A rough size: the number of entries below, up to a limit (cheaper than stringifying to find out). */
function isLarge(value: Record<string, unknown> | unknown[]): boolean {
  let budget = WALK_OVER / 64;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === "string") {
      budget -= next.length / 64;
    } else if (typeof next === "object" && next !== null) {
      const children = Array.isArray(next) ? next : dataValues(next);
      budget -= children.length;
      if (budget < 0) return true;
      for (const child of children) stack.push(child);
    }
    if (budget < 0) return true;
  }
  return false;
}

/**
 * JSON.stringify(value, null, 2) as it reads nested `depth` levels deep: its lines after the first
 * indented by 2 × depth spaces. Made by JSON.stringify itself, the value nested in `depth` arrays,
 * so that no second pass over the text is needed to indent it; the arrays' own lines are cut off
 * (a level's "[" line is 2 × level + 2 characters, and its "]" line as many with the line break).
 */
function stringifiedAt(value: unknown, depth: number): string {
  if (depth === 0) return JSON.stringify(value, null, 2) ?? "null";
  let nested: unknown = value;
  for (let level = 0; level < depth; level++) nested = [nested];
  const text = JSON.stringify(nested, null, 2);
  const frame = depth * depth + depth;
  return text.slice(frame + 2 * depth, text.length - frame);
}

/**
 * The pieces of JSON.stringify(value, null, 2), in order. A value and an object's members are
 * weighed first (isLarge). A walked array's elements are written several at a time by one
 * JSON.stringify call, as many as make about WALK_OVER characters; an element that holds many
 * entries is walked in turn.
 */
export function* jsonPieces(value: unknown, indent = ""): Generator<string> {
  const depth = indent.length / 2;
  if (!isWalkable(value) || !isLarge(value)) {
    yield stringifiedAt(value, depth);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return yield "[]";
    yield "[\n";
    let size = 1;
    for (let start = 0; start < value.length;) {
      const end = Math.min(value.length, start + size);
      const close = end === value.length ? `\n${indent}]` : ",\n";
      // One element is weighed before it is written (the first, or after big ones); a batch is
      // weighed only when its text turns out long.
      if (size === 1 && needsWalking(value, start, end)) {
        yield inner;
        yield* jsonPieces(value[start], inner);
        yield close;
        start = end;
        continue;
      }
      // The elements as the array itself lays them out: "[", its elements, "]" (cut off).
      const text = stringifiedAt(value.slice(start, end), depth);
      const elements = text.slice(2 + inner.length, text.length - indent.length - 2);
      if (elements.length <= WALK_OVER || !needsWalking(value, start, end)) {
        yield `${inner}${elements}${close}`;
      } else {
        for (let index = start; index < end; index++) {
          yield inner;
          yield* jsonPieces(value[index], inner);
          yield index === value.length - 1 ? `\n${indent}]` : ",\n";
        }
      }
      start = end;
      // As many elements next time as make about WALK_OVER characters, at most twice as many.
      size = Math.max(1, Math.min(size * 2, Math.floor((size * WALK_OVER) / Math.max(elements.length, 1)), 1024));
    }
    return;
  }
  const entries = Object.entries(value).filter(([, entry]) => !isSkipped(entry));
  if (entries.length === 0) return yield "{}";
  yield "{\n";
  for (let index = 0; index < entries.length; index++) {
    const [key, entry] = entries[index] as [string, unknown];
    const close = index === entries.length - 1 ? `\n${indent}}` : ",\n";
    const text = smallText(entry, depth + 1);
    if (text !== null) {
      yield `${inner}${JSON.stringify(key)}: ${text}${close}`;
      continue;
    }
    yield `${inner}${JSON.stringify(key)}: `;
    yield* jsonPieces(entry, inner);
    yield close;
  }
}

/** Whether some element of array[start, end) holds so many entries that it is to be walked. */
function needsWalking(array: readonly unknown[], start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const element = array[index];
    if (isWalkable(element) && isLarge(element)) return true;
  }
  return false;
}

/** A member's text `depth` levels deep when it is small enough to be written at once; else null (walked). */
function smallText(value: unknown, depth: number): string | null {
  return isWalkable(value) && isLarge(value) ? null : stringifiedAt(value, depth);
}

/** The text of JSON.stringify(value, null, 2) and a newline, in pieces of about `chunk` characters. */
export function* jsonChunks(value: unknown, chunk = 256 * 1024): Generator<string> {
  let pending = "";
  for (const piece of jsonPieces(value)) {
    pending += piece;
    if (pending.length >= chunk) {
      yield pending;
      pending = "";
    }
  }
  yield `${pending}\n`;
}

/**
 * The UTF-8 bytes of JSON.stringify(value, null, 2) and a newline, in buffers of about `size`
 * bytes, each piece encoded straight into its buffer: no string of the whole chunk is made first,
 * nor copied again to be written (what a string given to a stream costs). A buffer holds whole
 * pieces only, so each is whole UTF-8 text on its own.
 */
export function* jsonBytes(value: unknown, size = 256 * 1024): Generator<Uint8Array> {
  let buffer = Buffer.allocUnsafe(size);
  let used = 0;
  for (const piece of jsonPieces(value)) {
    // A UTF-16 unit is at most 3 UTF-8 bytes (a surrogate pair, 2 units, is 4).
    if (used + piece.length * 3 > size) {
      if (used > 0) yield buffer.subarray(0, used);
      buffer = Buffer.allocUnsafe(size);
      used = 0;
      if (piece.length * 3 > size) {
        yield Buffer.from(piece);
        continue;
      }
    }
    used += buffer.write(piece, used);
  }
  if (used === size) {
    yield buffer;
    buffer = Buffer.allocUnsafe(1);
    used = 0;
  }
  used += buffer.write("\n", used);
  yield buffer.subarray(0, used);
}

/** Writes JSON.stringify(value, null, 2) and a newline to `write`, in pieces of about `chunk` characters. */
export function writeJson(value: unknown, write: (text: string) => unknown, chunk = 256 * 1024): void {
  for (const text of jsonChunks(value, chunk)) write(text);
}
