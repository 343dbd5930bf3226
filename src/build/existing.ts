// Instructions a project already has: svc build never duplicates or overwrites them. It reads what
// the tool already sees in the project (its main file with the files it imports, its rules), and
// only the commands none of that names are added — at the end of a user-written file, between
// svc build's own markers, which a later run rewrites and nothing else. A tool that imports files
// (Claude Code's `@AGENTS.md`) gets a new file that imports the project's AGENTS.md instead of a
// copy of what it says.
import { existsSync } from "node:fs";
import path from "node:path";
import { readHarness, type Where } from "../harness/read.ts";
import type { Instruction } from "../harness/model.ts";
import type { Edit } from "../harness/plan/edits.ts";
import { readTextOr } from "../harness/io.ts";
import type { ToolId } from "../harness/tools/ids.ts";
import type { Command } from "./profile.ts";

export const PART_BEGIN = "<!-- svc build: begin (commands svc build found that the rest of this file does not name; svc build rewrites only this part) -->";
export const PART_END = "<!-- svc build: end -->";

/** A text without svc build's own part. */
export function withoutPart(text: string): string {
  const begin = text.indexOf(PART_BEGIN);
  if (begin === -1) return text;
  const end = text.indexOf(PART_END, begin);
  return end === -1 ? text : `${text.slice(0, begin).replace(/\n+$/, "\n")}${text.slice(end + PART_END.length).replace(/^\n+/, "")}`;
}

/**
 * What the tool already reads in the project: each file and its text, imports expanded. The
 * target's own svc build part is left out (it is what this run rewrites); what it imports is not.
 */
export async function alreadyRead(tool: ToolId, where: Where, target: string): Promise<{ file: string; text: string }[]> {
  const harness = await readHarness(tool, "project", where, ["instructions"]);
  const out: { file: string; text: string }[] = [];
  for (const item of harness.items) {
    if (item.kind !== "instructions") continue;
    const instruction = item as Instruction;
    // Read only while the tool's own main file is missing (Claude Code's AGENTS.md): not once svc build writes it.
    if (instruction.fallback) continue;
    if (path.resolve(instruction.origin.path) !== path.resolve(target)) {
      out.push({ file: instruction.origin.path, text: instruction.expanded ?? instruction.body });
      continue;
    }
    const imported = [];
    for (const file of instruction.imports ?? []) imported.push((await readTextOr(file, [])) ?? "");
    out.push({ file: instruction.origin.path, text: [withoutPart(instruction.body), ...imported].join("\n") });
  }
  return out;
}

/** The same command however it is spelled: spaces, `npm run test` for `npm test`. */
function normal(command: string): string {
  return command
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(npm|pnpm|yarn|bun) run /, "$1 ");
}

/** True when a text names the command, or the command without its trailing options (`cargo test` for `cargo test --workspace`), as a whole command. */
export function names(text: string, command: string): boolean {
  const flat = text.replace(/\s+/g, " ").replace(/\b(npm|pnpm|yarn|bun) run /g, "$1 ");
  const full = normal(command);
  const bare = full.replace(/( -{1,2}[\w-]+(=\S+)?)+$/, "");
  return [full, ...(bare !== full && bare.includes(" ") ? [bare] : [])].some((wanted) => {
    for (let at = flat.indexOf(wanted); at !== -1; at = flat.indexOf(wanted, at + 1)) {
      const before = flat[at - 1] ?? " ";
      const after = flat[at + wanted.length] ?? " ";
      if (!/[\w./:-]/.test(before) && !/[\w:-]/.test(after)) return true;
    }
    return false;
  });
}

/** The commands none of the texts names. */
export function missingCommands(commands: readonly Command[], texts: readonly string[]): Command[] {
  return commands.filter((command) => !texts.some((text) => names(text, command.run)));
}

/** svc build's part of a file: a heading and the lines it holds, between its markers. */
export function part(lines: readonly string[]): string {
  return [PART_BEGIN, "## Commands found by svc build", "", ...lines, PART_END].join("\n");
}

/**
 * The edit that keeps a user-written file as it is and sets svc build's part at its end: added,
 * rewritten where it is, or removed when the rest of the file now names everything (`body` null).
 */
export function partEdit(target: string, body: string | null): Edit {
  return {
    path: target,
    entry: "svc build's part",
    apply(current) {
      if (current === null) return body === null ? { action: "unchanged", next: "" } : { action: "create", next: `${body}\n` };
      const begin = current.indexOf(PART_BEGIN);
      const end = begin === -1 ? -1 : current.indexOf(PART_END, begin);
      if (begin === -1 || end === -1) {
        if (body === null) return { action: "unchanged", next: current };
        return { action: "update", next: `${current.replace(/\n*$/, "\n\n")}${body}\n` };
      }
      const before = current.slice(0, begin);
      const after = current.slice(end + PART_END.length);
      const next = body === null ? `${before.replace(/\n+$/, "\n")}${after.replace(/^\n+/, "")}` : `${before}${body}${after}`;
      return next === current ? { action: "unchanged", next: current } : { action: "update", next };
    },
  };
}

/** The line that imports a file in the tool's own syntax, or null for tools without imports. */
export function importLine(syntax: "claude" | "gemini" | undefined, file: string): string | null {
  if (syntax === "claude") return `@${file}`;
  if (syntax === "gemini") return `@./${file}`;
  return null;
}

/** The project's AGENTS.md and its text, when it has one the target does not already read. */
export async function agentsFile(repo: string, read: readonly { file: string }[], target: string): Promise<{ file: string; text: string } | null> {
  const file = path.join(repo, "AGENTS.md");
  if (!existsSync(file) || path.resolve(target) === path.resolve(file) || read.some((entry) => path.resolve(entry.file) === path.resolve(file))) return null;
  const text = await readTextOr(file, []);
  return text === null ? null : { file, text };
}
