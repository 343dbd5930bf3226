// `@path` imports in memory files (Claude Code, Gemini CLI): expanded for tools that do not
// follow them, at most five levels deep, never inside code. A mention that is not an existing file
// stays text; a cycle is a problem with the file and line where it closes.
import path from "node:path";
import { isFileObserved, readText } from "../io.ts";
import type { ReadProblem } from "../model.ts";
import { splitSections } from "../plan/edits.ts";
import type { ToolContext } from "../tools/types.ts";

const MAX_IMPORT_DEPTH = 5;

export interface Expanded {
  text: string;
  changed: boolean;
  problems: ReadProblem[];
  /** The files brought in (absolute paths). */
  imported: string[];
}

/**
 * Expands Claude Code `@path` imports (relative, absolute or `~/`), at most five levels deep, not
 * inside code. A mention that is not an existing file stays text; a cycle is a problem.
 */
export async function expandImports(
  text: string,
  file: string,
  context: ToolContext,
  stack: string[],
  depth: number,
  /** The importing file's own text, which an import never brings back (see withoutCopiesOf). */
  own: string = text,
): Promise<Expanded> {
  const imported: string[] = [];
  const problems: ReadProblem[] = [];
  let changed = false;
  const lines = text.split("\n");
  let fenced = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced || !line.includes("@")) continue;
    const pieces = line.split(/(`[^`]*`)/);
    for (let piece = 0; piece < pieces.length; piece += 2) {
      const segment = pieces[piece] ?? "";
      const replaced: string[] = [];
      let last = 0;
      for (const match of segment.matchAll(/(^|\s)@([^\s]+)/g)) {
        const reference = (match[2] ?? "").replace(/[.,;:)]+$/, "");
        const target = reference.startsWith("~/")
          ? path.join(context.home, reference.slice(2))
          : path.isAbsolute(reference)
            ? reference
            : path.resolve(path.dirname(file), reference);
        if (!isFileObserved(target)) continue;
        if (stack.includes(target)) {
          problems.push({ path: file, line: index + 1, message: `import cycle: ${[...stack, target].map((entry) => path.basename(entry)).join(" → ")}` });
          continue;
        }
        if (depth > MAX_IMPORT_DEPTH) continue;
        const read = await readText(target);
        if (read.ok !== true) {
          // Told where the import stands (the line to fix or drop), in the import's own words: a
          // message carries no path, so every output shows the file its own way (~/…, relative).
          if (read.ok === false) {
            const where = read.problem.line === undefined ? "" : ` (its line ${read.problem.line})`;
            problems.push({ path: file, line: index + 1, message: `@${reference} cannot be imported: ${read.problem.message}${where}` });
          }
          continue;
        }
        const inner = await expandImports(withoutCopiesOf(own, read.text), target, context, [...stack, target], depth + 1, own);
        problems.push(...inner.problems);
        imported.push(target, ...inner.imported);
        const start = (match.index ?? 0) + (match[1]?.length ?? 0);
        replaced.push(segment.slice(last, start), inner.text.replace(/\n+$/, ""));
        last = start + 1 + reference.length;
        changed = true;
      }
      if (last > 0) pieces[piece] = replaced.join("") + segment.slice(last);
    }
    lines[index] = pieces.join("");
  }
  return { text: lines.join("\n"), changed, problems, imported };
}

/**
 * An imported file's text without svc's marked sections that only say again what the importing
 * file says itself: svc's copy of that file's text, written into the imported one for another tool
 * (CLAUDE.md's text as a section of the AGENTS.md it imports, for Codex). Expanded with it, the
 * file would hold its own text twice, and grow by it on every run.
 */
function withoutCopiesOf(own: string, text: string): string {
  if (!text.includes("<!-- svc:begin ")) return text;
  let sections: ReturnType<typeof splitSections>["sections"];
  try {
    sections = splitSections(text).sections;
  } catch {
    return text; // a section without its end is the reader's problem to report
  }
  const normal = (value: string) =>
    value
      .replace(/\r\n/g, "\n")
      .replace(/^> svc: [^\n]*\n+/, "")
      .trim();
  const mine = normal(own);
  const copies = sections.filter((section) => normal(section.body) !== "" && mine.includes(normal(section.body)));
  if (copies.length === 0) return text;
  const lines = text.split("\n").filter((_, index) => !copies.some((section) => index >= section.beginLine && index <= section.endLine));
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}

/**
 * Text for Gemini CLI with every `@mention` it would take for an import escaped as `\@`, which
 * Markdown shows as `@`. Gemini's memory import processor imports `@` + a path that starts with
 * `.`, `/` or an ASCII letter, at the start of the text or after a space, tab or line break, outside
 * backtick code (a span or a fenced block); a mention that is no file becomes an import error.
 */
export function escapeGeminiImports(text: string): string {
  const code: [number, number][] = [...text.matchAll(/(`+)[\s\S]*?\1/g)].map((match) => [match.index, match.index + match[0].length]);
  return text.replace(/(^|[ \t\r\n])@(?=[./A-Za-z])/g, (whole: string, before: string, offset: number) => {
    const at = offset + before.length;
    return code.some(([start, end]) => at >= start && at < end) ? whole : `${before}\\@`;
  });
}
