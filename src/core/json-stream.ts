// A big --json answer (a plan of thousands of files with their diffs is ~12 MB) written piece by
// piece: the same text as JSON.stringify(value, null, 2), without ever holding it whole (nor its
// UTF-8 copy) in memory. Arrays and plain objects are walked; every other value, and any value
// small enough, is one JSON.stringify call, its lines indented where it sits (a JSON string never
// holds a raw newline, so every newline in the text is a line break of the layout).

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
  for (const descriptor of Object.values(Object.getOwnPropertyDescriptors(value))) if (descriptor.enumerable && "value" in descriptor) values.push(descriptor.value);
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

/** The pieces of JSON.stringify(value, null, 2), in order. */
export function* jsonPieces(value: unknown, indent = ""): Generator<string> {
  if (!isWalkable(value) || !isLarge(value)) {
    const text = JSON.stringify(value, null, 2) ?? "null";
    yield indent === "" ? text : text.replaceAll("\n", `\n${indent}`);
    return;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return yield "[]";
    yield "[\n";
    for (let index = 0; index < value.length; index++) {
      yield inner;
      const element = value[index];
      yield* isSkipped(element) ? ["null"] : jsonPieces(element, inner);
      yield index === value.length - 1 ? `\n${indent}]` : ",\n";
    }
    return;
  }
  const entries = Object.entries(value).filter(([, entry]) => !isSkipped(entry));
  if (entries.length === 0) return yield "{}";
  yield "{\n";
  for (let index = 0; index < entries.length; index++) {
    const [key, entry] = entries[index] as [string, unknown];
    yield `${inner}${JSON.stringify(key)}: `;
    yield* jsonPieces(entry, inner);
    yield index === entries.length - 1 ? `\n${indent}}` : ",\n";
  }
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

/** Writes JSON.stringify(value, null, 2) and a newline to `write`, in pieces of about `chunk` characters. */
export function writeJson(value: unknown, write: (text: string) => unknown, chunk = 256 * 1024): void {
  for (const text of jsonChunks(value, chunk)) write(text);
}
