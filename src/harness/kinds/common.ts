// What every kind module shares: the translation of one item into edits with its fidelity, and
// small helpers for names and lists. A kind module reads a tool's files into neutral items and
// renders neutral items as edits for another tool, both from the tool's declaration.
import type { MarkdownDoc } from "../formats/markdown.ts";
import type { Extra, HarnessItem, ReadProblem } from "../model.ts";
import type { Edit } from "../plan/edits.ts";
import type { BodySyntax, ToolContext } from "../tools/types.ts";

export type Fidelity = "exact" | "converted" | "lossy" | "unsupported";

export interface Translation {
  item: HarnessItem;
  /** The file it goes to (absolute), or null when unsupported. */
  target: string | null;
  /** Where inside the target file, for entries of shared files. */
  entry?: string;
  fidelity: Fidelity;
  /** Names of what the target cannot hold (fields, behaviours). */
  lost: string[];
  note: string;
  edits: Edit[];
  /** Nothing of the item is written, on purpose (the target's own default stands): the plan says skipped. */
  skipped?: boolean;
  /** Literal secret values this item carries; printed masked, never in full. */
  secrets?: string[];
}

export interface ReadResult {
  items: HarnessItem[];
  problems: ReadProblem[];
}

export function emptyRead(): ReadResult {
  return { items: [], problems: [] };
}

/** What a lenient front matter reading left out of a file, as problems: the item itself is still read. */
export function skippedProblems(file: string, doc: Pick<MarkdownDoc, "skipped">): ReadProblem[] {
  return (doc.skipped ?? []).map((skipped) => ({ path: file, line: skipped.line, message: skipped.message }));
}

/** exact unless something was lost (lossy) or had to change shape (converted). */
export function fidelityOf(lost: readonly string[], converted: boolean): Fidelity {
  if (lost.length > 0) return "lossy";
  return converted ? "converted" : "exact";
}

export function unsupportedTranslation(item: HarnessItem, reason: string): Translation {
  return { item, target: null, fidelity: "unsupported", lost: [], note: reason, edits: [] };
}

/** Names whose punctuation is the point ("C#", "C++", ".NET"): spelt out, so that they stay apart. */
const SPELT_OUT: [RegExp, string][] = [
  [/c#/g, "csharp"],
  [/f#/g, "fsharp"],
  [/c\+\+/g, "cpp"],
  [/(^|[^a-z0-9])\.net(?![a-z0-9])/g, "$1dotnet"],
  [/#/g, "sharp"],
  [/\+/g, "plus"],
  [/&/g, "and"],
];

/**
 * A name as lower-case letters, digits and single hyphens, at most 64 characters (Agent Skills
 * names, Claude Code and Gemini agent names): "C# Expert" → csharp-expert, "C++ Expert" →
 * cpp-expert, ".NET Upgrade" → dotnet-upgrade.
 */
export function lowerHyphen(name: string, fallback: string): string {
  let slug = name.toLowerCase();
  for (const [pattern, words] of SPELT_OUT) slug = slug.replace(pattern, words);
  slug = slug
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  return slug === "" ? fallback : slug;
}

/** An Agent Skills name: lower-case letters, digits and single hyphens, at most 64 characters. */
export function skillSlug(name: string): string {
  return lowerHyphen(name, "skill");
}

/** Characters Windows forbids in a file name (the path separators among them). */
const FORBIDDEN_CHARACTERS = /[<>:"/\\|?*]/g;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;
/** Windows' device names, reserved with any extension and in any case (COM¹ too). */
const DEVICE_NAME = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * A name every OS can hold as a file or folder name, with why it changed (`why` is absent when it
 * did not): each character Windows forbids becomes "-", a trailing dot or space is dropped (Windows
 * drops it), and a device name (CON, NUL, COM1… with any extension) gets "-<noun>" after its stem
 * (`con` → `con-command`). One rule on every OS: a name valid on Linux still travels to Windows
 * through sync, and a name is not renamed differently depending on where svc runs.
 */
export function portableName(name: string, noun: string): { name: string; why?: string } {
  const reasons: string[] = [];
  const forbidden = [...new Set(name.match(FORBIDDEN_CHARACTERS) ?? [])];
  if (forbidden.length > 0) {
    const listed = forbidden.map((char) => `"${char}"`);
    const joined = listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(", ")} and ${listed.at(-1)}`;
    reasons.push(`${joined} cannot be in a file name on Windows`);
  }
  if (CONTROL_CHARACTERS.test(name)) reasons.push("control characters cannot be in a file name");
  let cleaned = name.replace(FORBIDDEN_CHARACTERS, "-").replace(CONTROL_CHARACTERS, "-");
  const trimmed = cleaned.replace(/[. ]+$/, "");
  if (trimmed !== cleaned) reasons.push("Windows drops a trailing dot or space from a file name");
  cleaned = trimmed === "" ? noun : trimmed;
  const dot = cleaned.indexOf(".");
  const stem = dot === -1 ? cleaned : cleaned.slice(0, dot);
  if (DEVICE_NAME.test(stem.trimEnd())) {
    reasons.push(`${stem.trimEnd().toUpperCase()} is a device name on Windows`);
    cleaned = `${stem}-${noun}${dot === -1 ? "" : cleaned.slice(dot)}`;
  }
  return cleaned === name ? { name } : { name: cleaned, why: reasons.join("; ") };
}

/**
 * A name that may hold folders ("frontend/review", a hub's "commands/fix:bug.md"), each part as
 * every OS can hold it (portableName), with why it changed (absent when it did not).
 */
export function portablePath(name: string, noun: string): { name: string; why?: string } {
  const parts = name.split("/").map((part) => portableName(part, noun));
  const why = [...new Set(parts.flatMap((part) => (part.why === undefined ? [] : [part.why])))].join("; ");
  return { name: parts.map((part) => part.name).join("/"), ...(why === "" ? {} : { why }) };
}

/**
 * Each item's file name, unique in the run as a case-insensitive file system compares names (Windows,
 * macOS): an item whose wanted name is its own keeps it; the others take "-2", "-3" in reading
 * order when they come out the same. `why` says why a name changed.
 */
export function uniqueFileNames<T>(
  items: readonly T[],
  own: (item: T) => string,
  wanted: (item: T) => { name: string; why?: string },
): Map<T, { name: string; why?: string }> {
  const names = new Map<T, { name: string; why?: string }>();
  // Lower-cased name → the name as taken.
  const used = new Map<string, string>();
  const key = (name: string) => name.toLowerCase();
  for (const item of items) {
    const name = wanted(item).name;
    if (name === own(item) && !used.has(key(name))) {
      names.set(item, { name });
      used.set(key(name), name);
    }
  }
  for (const item of items) {
    if (names.has(item)) continue;
    const want = wanted(item);
    const taken = used.get(key(want.name));
    let name = want.name;
    for (let n = 2; used.has(key(name)); n++) name = `${want.name}-${n}`;
    used.set(key(name), name);
    const clash =
      taken === undefined
        ? undefined
        : taken === want.name
          ? "another item has that name"
          : `"${taken}" differs only in case, which Windows and macOS do not tell apart`;
    const why = [want.why, clash].filter((part) => part !== undefined).join("; ");
    names.set(item, { name, ...(why === "" ? {} : { why }) });
  }
  return names;
}

/** A string or list field as a list (comma-separated strings split). */
export function listField(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) return value.map((entry) => String(entry).trim()).filter((entry) => entry !== "");
  return String(value)
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/**
 * A globs field as a list: a list as it is, a comma-separated string (Cursor, Windsurf, Copilot)
 * split only on the commas between globs, never inside a brace or bracket (`**\/*.{ts,tsx}` is one glob).
 */
export function globsField(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (Array.isArray(value)) return listField(value);
  const globs: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of String(value)) {
    if (char === "{" || char === "[") depth++;
    else if ((char === "}" || char === "]") && depth > 0) depth--;
    if (char === "," && depth === 0) {
      globs.push(current);
      current = "";
    } else current += char;
  }
  globs.push(current);
  return globs.map((glob) => glob.trim()).filter((glob) => glob !== "");
}

export function stringField(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(String).join(" ");
  return String(value);
}

/** Fields of a record other than the named ones, or undefined when there are none. */
export function otherFields(fields: Record<string, unknown>, known: readonly string[]): Record<string, unknown> | undefined {
  const rest = Object.fromEntries(Object.entries(fields).filter(([key]) => !known.includes(key)));
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** What a body says in the source tool's own syntax that the target does not share: written as plain text, so lost. */
export function lostBodySyntax(body: string, source: readonly BodySyntax[] | undefined, target: readonly BodySyntax[] | undefined): string[] {
  const lost: string[] = [];
  for (const syntax of source ?? []) {
    if (target?.some((own) => own.label === syntax.label)) continue;
    const found = [...new Set(body.match(new RegExp(syntax.pattern.source, "g")) ?? [])];
    if (found.length > 0) lost.push(`${syntax.label} (${found.join(", ")}): written as plain text`);
  }
  return lost;
}

/** Every tool's own fields an item carries: `extra`, then the hub's `others`. */
export function ownFieldsOf(item: HarnessItem): Extra[] {
  return [...(item.extra ? [item.extra] : []), ...(item.others ?? [])];
}

/** The extra fields an item carries when rendered for `context`'s tool: its own tool's kept, every other tool's lost. */
export function extraFor(item: HarnessItem, context: ToolContext): { keep: Record<string, unknown>; lost: string[] } {
  const all = ownFieldsOf(item);
  const own = all.find((entry) => entry.tool === context.tool.id);
  return { keep: own?.fields ?? {}, lost: all.filter((entry) => entry.tool !== context.tool.id).flatMap((entry) => Object.keys(entry.fields)) };
}
