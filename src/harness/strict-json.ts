// JSON files a tool parses more strictly than svc does (ToolSpec.strictJson): Claude Code reads its
// settings.json as strict JSON and ignores all of a file holding a comment or a trailing comma;
// Gemini CLI reads comments but stops at a trailing comma. svc reads such files as JSONC, so it
// says what the tool will do: a problem with the file and line (the plan's errors, and `svc
// doctor`), and a conflict when svc would write into the file (`--policy overwrite` removes what
// the tool refuses, the file backed up first, so that the tool reads the file again).
import { parseJsonc, type JsonSyntax } from "./formats/json.ts";
import { statSync } from "node:fs";
import { BIG_JSON, jsonBytesOf, refuses } from "./formats/json-bytes.ts";
import { parseOrProblem, readBig, readTextSync } from "./io.ts";
import type { Translation } from "./kinds/common.ts";
import type { ReadProblem } from "./model.ts";
import { mapOutcome, type Edit } from "./plan/edits.ts";
import { jsonSyntaxIssue, JsonSplicer, toStrictJson } from "./formats/json-splice.ts";
import { resolvePath, type StrictJsonFile, type ToolContext } from "./tools/types.ts";

/** The tool's strict JSON files in the context's scope, by absolute path. */
function strictFiles(context: ToolContext): Map<string, StrictJsonFile> {
  const declared = context.tool.strictJson?.[context.scope] ?? [];
  return new Map(declared.map((file) => [resolvePath(context, file.file), file]));
}

/** One problem for each strict file of the tool that holds what the tool refuses. */
export function strictJsonProblems(context: ToolContext): ReadProblem[] {
  const problems: ReadProblem[] = [];
  for (const [file, spec] of strictFiles(context)) {
    const issue = syntaxIssueOf(file, spec);
    if (issue) problems.push({ path: file, line: issue.line, message: `${issue.what}: ${spec.effect}; remove it (svc reads the items in it as written)` });
  }
  return problems;
}

/** What the tool refuses in a file of any size, or null (also when it is absent, unreadable or no JSONC at all: the kinds that read it report that). */
function syntaxIssueOf(file: string, spec: StrictJsonFile): ReturnType<typeof jsonSyntaxIssue> {
  let size: number | undefined;
  try {
    size = statSync(file, { throwIfNoEntry: false })?.size;
  } catch {
    return null; // a link that loops: the kinds that read the file report it
  }
  if (size === undefined) return null;
  if (size >= BIG_JSON) {
    const read = readBig(file);
    const document = read === null ? null : parseOrProblem(file, () => jsonBytesOf(read.bytes));
    return document?.ok ? document.value.syntaxIssue(spec.syntax) : null;
  }
  const read = readTextSync(file);
  if (read.ok !== true || !parseOrProblem(file, () => parseJsonc(read.text)).ok) return null;
  if (read.bom && refuses(spec.syntax, "a byte order mark")) return { what: "a byte order mark", line: 1 };
  return jsonSyntaxIssue(read.text, spec.syntax);
}

/** What overwriting removes for a tool reading with `syntax`. */
const REMOVED: Record<JsonSyntax, string> = {
  json: "its comments and trailing commas",
  "json-comments": "its trailing commas",
  "json-parse": "its byte order mark, comments and trailing commas",
};

/** A change to a strict file holding what the tool refuses: a conflict, whose overwrite also removes it. */
function guarded(edit: Edit, spec: StrictJsonFile, toolName: string): Edit {
  return mapOutcome(edit, (outcome, current, file) => {
    if (current === null) return outcome;
    // A text leaves its file's byte order mark out; the file says whether it has one.
    const markRefused = typeof current === "string" && file?.bom === true && refuses(spec.syntax, "a byte order mark");
    const issue =
      current instanceof JsonSplicer
        ? current.base.syntaxIssue(spec.syntax)
        : markRefused
          ? { what: "a byte order mark", line: 1 }
          : jsonSyntaxIssue(current, spec.syntax);
    if (issue === null) return outcome;
    const why = `the file has ${issue.what} on line ${issue.line}, and ${spec.effect} (svc's change too); --policy overwrite removes ${REMOVED[spec.syntax]} so that ${toolName} reads it`;
    if (current instanceof JsonSplicer) current.makeStrict(spec.syntax);
    const next = "next" in outcome ? { next: toStrictJson(outcome.next as string, spec.syntax) } : {};
    return {
      ...outcome,
      ...next,
      ...(markRefused ? { bom: false as const } : {}),
      action: "conflict",
      ...(typeof current === "string" ? { current } : {}),
      why,
    };
  });
}

/** The translations, with every edit of a strict file of the target guarded. */
export function guardStrictJson(translations: Translation[], context: ToolContext): Translation[] {
  const files = strictFiles(context);
  if (files.size === 0) return translations;
  return translations.map((translation) => {
    if (!translation.edits.some((edit) => files.has(edit.path))) return translation;
    return {
      ...translation,
      edits: translation.edits.map((edit) =>
        files.has(edit.path) && !edit.remove ? guarded(edit, files.get(edit.path) as StrictJsonFile, context.tool.name) : edit,
      ),
    };
  });
}
