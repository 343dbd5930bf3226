// Skills: a folder per skill, SKILL.md (Agent Skills spec: `name` = folder name, `description`)
// plus any resource files, copied byte for byte. SKILL.md itself is copied unchanged when the
// target honours every front matter field it has; otherwise the fields it cannot hold are lost.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseMarkdown, renderMarkdown } from "../formats/markdown.ts";
import { brokenLinksIn, findFiles, listFolder, parseOrProblem, readParsed, readTextOr, valueAt } from "../io.ts";
import { parseJsonObject } from "../formats/json.ts";
import type { HarnessItem, ReadProblem, Skill, SkillFile } from "../model.ts";
import { wholeBytes, wholeFile, type Edit } from "../plan/edits.ts";
import { isUnsupported, resolvePath, sharedDir, type Shared, type SkillsSpec, type ToolContext } from "../tools/types.ts";
import {
  emptyRead,
  fidelityOf,
  portableName,
  skillSlug,
  skippedProblems,
  uniqueFileNames,
  stringField,
  unsupportedTranslation,
  type ReadResult,
  type Translation,
} from "./common.ts";
import { cannotRead } from "../../core/errors.ts";
import { displayPath } from "../../core/paths.ts";

const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The Agent Skills standard's informational fields: every tool that reads SKILL.md accepts them
 * (and ignores what it does not use), so they are always carried, never dropped.
 */
const STANDARD_FIELDS = ["license", "compatibility", "metadata"];
const MAX_RESOURCE_BYTES = 16 * 1024 * 1024;

export async function readSkills(spec: SkillsSpec, context: ToolContext): Promise<ReadResult> {
  const layout = spec[context.scope];
  const result = emptyRead();
  if (isUnsupported(layout)) return result;
  const seen = new Map<string, string>();
  // The first copy of a name read here is the one the tool uses: the listed folders, last first, then its own, then other tools'.
  const listed = layout.listed
    ? (await listedFolders(layout.listed, context, result.problems)).reverse().map((dir) => ({ dir, shared: true as const, absolute: true }))
    : [];
  const roots: { dir: string; shared: Shared | undefined; absolute?: boolean }[] = [
    ...listed,
    ...layout.dirs.map((dir) => ({ dir, shared: undefined })),
    ...(layout.shared ?? []).map(sharedDir),
  ];
  for (const { dir: declared, shared, absolute } of roots) {
    const root = absolute ? declared : resolvePath(context, declared);
    const shown = displayPath(root, { home: context.home, repo: context.scope === "project" ? context.root : undefined, platform: context.platform });
    const older = declared === layout.dirs[0] || shared !== undefined ? undefined : `${shown}/ (${context.tool.name}'s older skill folder)`;
    result.problems.push(...brokenLinksIn(root));
    for (const found of await findFiles(root, ["*/SKILL.md"], { problems: result.problems })) {
      const folder = path.dirname(found.path);
      const name = path.basename(folder);
      const text = await readTextOr(found.path, result.problems);
      if (text === null) continue;
      const parsed = parseOrProblem(found.path, () => parseMarkdown(text, { lenient: true }));
      if (!parsed.ok) {
        result.problems.push(parsed.problem);
        continue;
      }
      result.problems.push(...skippedProblems(found.path, parsed.value));
      const files = [];
      let unreadable = false;
      for (const relative of await listFolder(folder)) {
        if (relative === "SKILL.md") continue;
        try {
          files.push(skillResource(folder, relative));
        } catch (error) {
          result.problems.push({ path: path.join(folder, relative), message: cannotRead(error) });
          unreadable = true;
        }
      }
      if (unreadable) continue; // never carry half a skill
      const { name: declaredName, description, ...fields } = parsed.value.fields;
      const skill: Skill = {
        kind: "skills",
        name,
        origin: { tool: context.tool.id, scope: context.scope, path: found.path, ...(shared === undefined ? {} : { shared }) },
        fields,
        body: parsed.value.body,
        raw: text,
        declaredName,
        files,
      };
      if (older !== undefined) skill.olderFolder = older;
      const describedAs = stringField(description);
      if (describedAs !== undefined) skill.description = describedAs;
      const earlier = seen.get(name);
      if (earlier !== undefined) skill.shadowedBy = earlier;
      else seen.set(name, found.path);
      result.items.push(skill);
    }
  }
  return result;
}

/**
 * The folders a config key lists, in its order, as absolute paths: `~/` from home, others from the
 * folder the tool runs in — the project, in project scope; at global scope that is whichever
 * project it runs in, so such an entry is reported and not read.
 */
async function listedFolders(listed: { file: string; at: string[] }, context: ToolContext, problems: ReadProblem[]): Promise<string[]> {
  const file = resolvePath(context, listed.file);
  const value = valueAt(await readParsed(file, parseJsonObject, problems), listed.at);
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push({ path: file, message: `${listed.at.join(".")} is not a list of folders` });
    return [];
  }
  const folders: string[] = [];
  for (const entry of value) {
    if (typeof entry !== "string" || entry.trim() === "") continue;
    if (entry.startsWith("~/")) folders.push(path.join(context.home, entry.slice(2)));
    else if (path.isAbsolute(entry)) folders.push(entry);
    else if (context.scope === "project") folders.push(path.resolve(context.root, entry));
    else
      problems.push({
        path: file,
        message: `${listed.at.join(".")}: ${JSON.stringify(entry)} is relative to the folder ${context.tool.name} runs in: svc reads it with --repo, from that project's folder`,
      });
  }
  return folders;
}

/** One resource file of a skill folder, an executable with its mode (a script stays one); throws when unreadable or too large. */
export function skillResource(folder: string, relative: string): SkillFile {
  const file = path.join(folder, ...relative.split("/"));
  const bytes = readFileSync(file);
  if (bytes.length > MAX_RESOURCE_BYTES) throw new Error(`${bytes.length} bytes is larger than svc copies`);
  const mode = statSync(file).mode & 0o777;
  return { path: relative, bytes: new Uint8Array(bytes), ...((mode & 0o111) === 0 ? {} : { mode }) };
}

/** The edits that write one skill folder for the target; shared with rules that become skills. */
export function skillEdits(folder: string, content: string, files: Skill["files"]): Edit[] {
  return [
    wholeFile(path.join(folder, "SKILL.md"), content),
    ...files.map((file) => wholeBytes(path.join(folder, ...file.path.split("/")), file.bytes, file.mode)),
  ];
}

/** SKILL.md for a skill with the given fields (name and description first). */
export function skillDocument(name: string, description: string | undefined, fields: Record<string, unknown>, body: string): string {
  return renderMarkdown({ name, ...(description === undefined ? {} : { description }), ...fields }, body);
}

const SLUGGED = "skill names are lower-case words joined by hyphens";

/** A skill's folder name: its own when it is a valid Agent Skills name, else its slug; one every OS can hold. */
export function skillFolderName(name: string): { name: string; why?: string } {
  const slug = SKILL_NAME.test(name) ? name : skillSlug(name);
  const portable = portableName(slug, "skill");
  return portable.why !== undefined ? portable : slug === name ? { name } : { name: slug, why: SLUGGED };
}

export function renderSkills(items: HarnessItem[], spec: SkillsSpec, context: ToolContext): Translation[] {
  const layout = spec[context.scope];
  const folderNames = uniqueFileNames(
    items,
    (item) => item.name,
    (item) => skillFolderName(item.name),
  );
  return items.map((item) => {
    const skill = item as Skill;
    if (isUnsupported(layout)) return unsupportedTranslation(item, layout.unsupported);
    const named = folderNames.get(item) ?? { name: skill.name };
    const folderName = named.name;
    const folder = path.join(resolvePath(context, layout.dirs[0] ?? ""), folderName);
    const honoured = spec.fields === null ? null : [...STANDARD_FIELDS, ...spec.fields];
    const lost = honoured === null ? [] : Object.keys(skill.fields).filter((field) => !honoured.includes(field));
    const informational =
      spec.fields === null ? [] : Object.keys(skill.fields).filter((field) => STANDARD_FIELDS.includes(field) && !spec.fields?.includes(field));
    const { declaredName } = skill;
    const asIs = lost.length === 0 && folderName === skill.name && declaredName === skill.name;
    const kept = honoured === null ? skill.fields : Object.fromEntries(Object.entries(skill.fields).filter(([field]) => honoured.includes(field)));
    const content = asIs ? skill.raw : skillDocument(folderName, skill.description, kept, skill.body);
    const notes: string[] = [];
    if (skill.olderFolder !== undefined) notes.push(`read from ${skill.olderFolder}`);
    if (folderName !== skill.name)
      notes.push(named.why === SLUGGED ? `renamed to "${folderName}" (${named.why})` : `renamed "${skill.name}" → "${folderName}" (${named.why})`);
    else if (declaredName !== skill.name) notes.push("SKILL.md now names the skill after its folder");
    if (informational.length > 0)
      notes.push(
        `${informational.join(", ")} kept as the Agent Skills standard writes ${informational.length === 1 ? "it" : "them"} (${context.tool.name} does not use ${informational.length === 1 ? "it" : "them"})`,
      );
    if (skill.files.length > 0) notes.push(`${skill.files.length} resource file${skill.files.length === 1 ? "" : "s"} copied`);
    return {
      item,
      target: path.join(folder, "SKILL.md"),
      fidelity: fidelityOf(lost, !asIs),
      lost,
      note: notes.join("; "),
      edits: skillEdits(folder, content, skill.files),
    };
  });
}
