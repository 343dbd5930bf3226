// Fast paths for the front matter nearly every tool file has: flat `key: value` lines whose values
// are plain text or simply quoted, and lists of such values (`paths:` then `  - "src/**/*.ts"`).
// Reading those with the `yaml` library cost a big project a quarter of `svc preview`. Anything the
// fast path is not sure of — numbers, booleans, null, comments, escapes, anchors, tags, flow
// collections, nested maps, multi-line values, repeated keys — returns null, and the library reads
// it. test/harness/simple-yaml.test.ts checks that both agree on a corpus of front matters.

/** The key of a `key: value` line: letters, digits, `_` and `-`, not a word YAML reads as another type. */
const KEY_LINE = /^([A-Za-z_][\w-]*):(?: +(.*))?$/;
const NOT_STRING_KEYS = /^(true|false|null|yes|no|on|off|y|n|__proto__)$/i;
const LIST_ITEM = /^( *)- +(.*)$/;

/**
 * A value that is certainly the string it shows: single- or double-quoted without escapes or the
 * quote inside, or plain text that does not start with a YAML indicator or look like a number,
 * boolean or null, and holds no `: ` or ` #`. Else undefined.
 */
function stringValue(raw: string): string | undefined {
  const text = raw.trimEnd();
  if (text === "") return undefined;
  const quoted = /^"([^"\\]*)"$/.exec(text) ?? /^'([^']*)'$/.exec(text);
  if (quoted) return quoted[1];
  // Indicators, and the starts of numbers (+, -, ., digits); the rest of the plain text.
  if (/^[-?:,[\]{}#&*!|>'"%@`+.\d\s]/.test(text)) return undefined;
  if (text.includes(": ") || text.includes(" #") || text.endsWith(":")) return undefined;
  if (/^(true|false|null|~|yes|no|on|off|y|n|\.?nan|\.?inf(inity)?)$/i.test(text)) return undefined;
  return text;
}

/** The front matter's fields when it is that simple, else null (for the library to read). */
export function simpleYamlMapping(source: string): Record<string, string | string[]> | null {
  if (source.includes("\t") || source.includes("\r")) return null;
  const fields: Record<string, string | string[]> = {};
  let list: string[] | null = null;
  let listIndent = -1;
  for (const line of source.split("\n")) {
    if (line.trim() === "") continue;
    const item = LIST_ITEM.exec(line);
    if (item !== null && list !== null) {
      const indent = (item[1] ?? "").length;
      if (listIndent === -1) listIndent = indent;
      const value = stringValue(item[2] ?? "");
      if (indent !== listIndent || value === undefined) return null;
      list.push(value);
      continue;
    }
    if (list !== null && list.length === 0) return null; // `key:` with no list: null, for the library
    list = null;
    const match = KEY_LINE.exec(line);
    if (match === null) return null;
    const key = match[1] ?? "";
    if (NOT_STRING_KEYS.test(key) || Object.hasOwn(fields, key)) return null;
    const raw = match[2];
    if (raw === undefined || raw.trim() === "") {
      list = [];
      listIndent = -1;
      fields[key] = list;
      continue;
    }
    const value = stringValue(raw);
    if (value === undefined) return null;
    fields[key] = value;
  }
  if (list !== null && list.length === 0) return null;
  return fields;
}

/** A value written as itself: plain text that reads back as the same string, an integer or a boolean. */
function plainText(value: unknown): string | undefined {
  if (typeof value === "boolean") return String(value);
  if (typeof value === "number") return Number.isSafeInteger(value) && !Object.is(value, -0) ? String(value) : undefined;
  if (typeof value !== "string" || /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufeff]/.test(value)) return undefined;
  return stringValue(value) === value && !value.startsWith(" ") ? value : undefined;
}

/**
 * The YAML text of fields that simple — plain strings, integers, booleans and non-empty lists of
 * plain strings, under plain keys — exactly as the library writes it (`key: value`, lists as
 * `  - item` lines); null for anything else, for the library to write.
 */
export function simpleYamlText(fields: Readonly<Record<string, unknown>>): string | null {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (!/^[A-Za-z_][\w-]*$/.test(key) || NOT_STRING_KEYS.test(key)) return null;
    if (Array.isArray(value)) {
      if (value.length === 0) return null;
      lines.push(`${key}:`);
      for (const element of value) {
        const text = typeof element === "string" ? plainText(element) : undefined;
        if (text === undefined) return null;
        lines.push(`  - ${text}`);
      }
      continue;
    }
    const text = plainText(value);
    if (text === undefined) return null;
    lines.push(`${key}: ${text}`);
  }
  return lines.join("\n");
}
