// Where an offset of a JSON or TOML file lies: the string literal holding it, by its key path
// (["mcpServers", "files", "args", 2]), with the parsed file to look its neighbours up in. A home
// path's replacement depends on it (distill/home.ts): what a tool expands in one key it takes as
// written in another.
import { findNodeAtOffset, getNodePath, getNodeValue, parseTree, type Node as JsonNode } from "jsonc-parser";
import type { AST } from "toml-eslint-parser";
import { parseToml } from "../harness/formats/toml.ts";
import type { StringFormat } from "./strings.ts";

export type KeyPath = (string | number)[];

export interface LocatedString {
  path: KeyPath;
  /** The literal's content, inside its quotes: [start, end) in the file's text. */
  start: number;
  end: number;
  /** How the literal escapes: JSON and TOML basic strings with `\`, TOML literal strings not at all. */
  escapes: boolean;
}

/** The file parsed once, answering for any offset; null answers where it does not parse. */
export class Located {
  readonly #text: string;
  readonly #format: StringFormat | undefined;
  #parsed: { json?: JsonNode | undefined; toml?: ReturnType<typeof parseToml>; value: unknown } | null | undefined;

  constructor(text: string, format: StringFormat | undefined) {
    this.#text = text;
    this.#format = format;
  }

  #parse(): { json?: JsonNode | undefined; toml?: ReturnType<typeof parseToml>; value: unknown } | null {
    if (this.#parsed !== undefined) return this.#parsed;
    this.#parsed = null;
    try {
      if (this.#format === "json") {
        const json = parseTree(this.#text, [], { allowTrailingComma: true, disallowComments: false });
        if (json !== undefined) this.#parsed = { json, value: getNodeValue(json) };
      } else if (this.#format === "toml") {
        const toml = parseToml(this.#text);
        this.#parsed = { toml, value: toml.value };
      }
    } catch {
      this.#parsed = null;
    }
    return this.#parsed;
  }

  /** The string value (not a key) holding `offset`, or null. */
  stringAt(offset: number): LocatedString | null {
    const parsed = this.#parse();
    if (parsed?.json !== undefined) return jsonStringAt(parsed.json, offset);
    if (parsed?.toml !== undefined) return tomlStringAt(parsed.toml, offset);
    return null;
  }

  /** The parsed value at a key path (a server's `command` beside its `args`), or undefined. */
  valueAt(path: KeyPath): unknown {
    let value = this.#parse()?.value;
    for (const key of path) {
      if (typeof value !== "object" || value === null) return undefined;
      value = (value as Record<string | number, unknown>)[key];
    }
    return value;
  }
}

function jsonStringAt(root: JsonNode, offset: number): LocatedString | null {
  const node = findNodeAtOffset(root, offset);
  if (node?.type !== "string") return null;
  // A property's name is a key, not a value.
  if (node.parent?.type === "property" && node.parent.children?.[0] === node) return null;
  return { path: getNodePath(node), start: node.offset + 1, end: node.offset + node.length - 1, escapes: true };
}

const within = (range: readonly [number, number], offset: number): boolean => offset >= range[0] && offset < range[1];

function tomlStringAt(file: ReturnType<typeof parseToml>, offset: number): LocatedString | null {
  for (const node of file.ast.body[0]?.body ?? []) {
    if (!within(node.range, offset)) continue;
    if (node.type === "TOMLKeyValue") return inKeyValue(node, [], offset);
    const entry = node.body.find((candidate) => within(candidate.range, offset));
    return entry === undefined ? null : inKeyValue(entry, node.resolvedKey, offset);
  }
  return null;
}

function inKeyValue(entry: AST.TOMLKeyValue, base: KeyPath, offset: number): LocatedString | null {
  if (within(entry.key.range, offset)) return null;
  const keys = entry.key.keys.map((key) => (key.type === "TOMLBare" ? key.name : key.value));
  return inValue(entry.value, [...base, ...keys], offset);
}

function inValue(value: AST.TOMLContentNode, path: KeyPath, offset: number): LocatedString | null {
  if (value.type === "TOMLValue") {
    if (value.kind !== "string") return null;
    const string = value as AST.TOMLStringValue;
    const quote = string.multiline ? 3 : 1;
    return { path, start: string.range[0] + quote, end: string.range[1] - quote, escapes: string.style === "basic" };
  }
  if (value.type === "TOMLArray") {
    const index = (value as AST.TOMLArray).elements.findIndex((element) => within(element.range, offset));
    const element = (value as AST.TOMLArray).elements[index];
    return element === undefined ? null : inValue(element, [...path, index], offset);
  }
  const entry = (value as AST.TOMLInlineTable).body.find((candidate) => within(candidate.range, offset));
  return entry === undefined ? null : inKeyValue(entry, path, offset);
}
