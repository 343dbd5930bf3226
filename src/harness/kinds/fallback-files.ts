// A tool's fallback instruction files (Claude Code reads AGENTS.md and .claude/AGENTS.md) and what
// switches them off: one of the tool's own files (CLAUDE.md, .claude/CLAUDE.md, CLAUDE.local.md) in
// the same folder or any folder above it — the folders above the project too, up to the file
// system's root, as Claude Code walks up from where it runs (its memory page: "recurses up to (but
// not including) the root directory"). The user's own memory file (~/.claude/CLAUDE.md, which the
// walk meets in the home folder's .claude) is loaded as the user's, not the project's: it does not
// count. The reader lists the fallback files read now; the writer imports, into a main file it
// creates, every fallback file that file would switch off (its own folder's, the ones below it, and
// for the project's root those of the folders above), so that the tool keeps reading them.
import { statSync } from "node:fs";
import path from "node:path";
import { findFilesSync } from "../io.ts";
import { isUnsupported, resolvePath, toolContext, type InstructionLayout, type ToolContext } from "../tools/types.ts";

export class FallbackFiles {
  private readonly layout: InstructionLayout;
  private readonly context: ToolContext;
  /** The user's own memory files, which never count as the project's. */
  private readonly usersOwn: Set<string>;
  private readonly owns = new Map<string, boolean>();

  constructor(layout: InstructionLayout, context: ToolContext) {
    this.layout = layout;
    this.context = context;
    const spec = context.tool.kinds.instructions;
    const global = isUnsupported(spec) ? spec : spec.global;
    const globalContext = toolContext(context.tool, "global", { home: context.home, env: context.env, platform: context.platform });
    this.usersOwn = new Set(isUnsupported(global) ? [] : global.main.map((file) => resolvePath(globalContext, file)));
  }

  /** Whether the tool has fallback files here at all (project scope of a tool that declares them). */
  get any(): boolean {
    return (this.layout.fallback ?? []).length > 0 && this.context.scope === "project";
  }

  /** The fallback files of one folder (absolute): at the root every declared one, elsewhere those named without a folder. */
  filesIn(folder: string): string[] {
    const fallback = this.layout.fallback ?? [];
    if (folder === this.context.root) return fallback.map((file) => resolvePath(this.context, file));
    return fallback.filter((file) => !file.includes("/")).map((file) => path.join(folder, file));
  }

  /** The tool's own files of one folder that switch the fallback off: every declared one at the root and above it, names without a folder below it. */
  private ownFilesIn(folder: string): string[] {
    const own = [...this.layout.main, ...(this.layout.local ?? [])];
    if (folder === this.context.root) return own.map((file) => resolvePath(this.context, file));
    const inside = isInside(folder, this.context.root);
    return own
      .filter((file) => !inside || !file.includes("/"))
      .map((file) => path.join(folder, ...file.split("/")))
      .filter((file) => !this.usersOwn.has(file));
  }

  /** Whether the tool reads the fallback files of this folder now: none of its own files is there or above. */
  readsAt(folder: string): boolean {
    for (let at = folder; ; at = path.dirname(at)) {
      if (path.dirname(at) === at) return true; // the file system's root is not walked
      if (this.ownsHere(at)) return false;
    }
  }

  private ownsHere(folder: string): boolean {
    let owns = this.owns.get(folder);
    if (owns === undefined) this.owns.set(folder, (owns = this.ownFilesIn(folder).some(isFile)));
    return owns;
  }

  /**
   * The fallback files a main file written into `folder` switches off: that folder's, those of the
   * folders below it (where the tool reads nested ones), and at the project's root those of every
   * folder above it. Each exists; whether the tool reads it now is readsAt's.
   */
  switchedOffBy(folder: string): string[] {
    if (!this.any) return [];
    const names = (this.layout.fallback ?? []).filter((file) => !file.includes("/"));
    const below =
      this.layout.nested && names.length > 0 && isInside(folder, this.context.root)
        ? findFilesSync(
            folder,
            names.map((name) => `**/${name}`),
          )
            .map((found) => found.path)
            .filter((file) => path.dirname(file) !== folder)
        : [];
    const above: string[] = [];
    if (folder === this.context.root)
      for (let at = path.dirname(folder); path.dirname(at) !== at; at = path.dirname(at)) above.push(...names.map((name) => path.join(at, name)));
    return [...this.filesIn(folder), ...below, ...above].filter(isFile);
  }
}

function isInside(folder: string, root: string): boolean {
  const relative = path.relative(root, folder);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}
