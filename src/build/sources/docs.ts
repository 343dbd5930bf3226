// What the project's documents tell a contributor to run: shell code blocks and inline code of
// CONTRIBUTING (and DEVELOPMENT, HACKING), and the code blocks of README sections about
// development, building or testing. The least trusted source: only commands the classifier knows
// are kept (a README's `pip install mylib` for users, or `mytool --help`, is none of them).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, folderChecks, isDirectory, NATIVE_BUILD_FOLDERS } from "../profile.ts";
import type { Reading } from "../reading.ts";
import { CONFIGURES } from "../recipes.ts";

/** Documents for contributors, whatever their case: at the root, in .github/, docs/ or doc/, and a docs/contributing/ folder. */
const CONTRIBUTOR_DOC = /^(contributing|development|developing|develop|hacking|building|build|testing|dev-?guide|developer-?guide)([-_.][\w-]+)?\.md$/i;
const DOC_FOLDERS = ["", ".github", "docs", "doc", "docs/contributing", "docs/development", "docs/developer", "contributing"];

/** The contributor documents of a project, most general first (at most a dozen). */
export function contributorDocs(root: string): string[] {
  const found: string[] = [];
  for (const folder of DOC_FOLDERS) {
    let names: string[];
    try {
      names = readdirSync(path.join(root, folder)).sort();
    } catch {
      continue;
    }
    // Inside a folder for contributors every page is for them; elsewhere only those named so.
    const all = /contributing|development|developer/.test(folder);
    for (const name of names)
      if (name.toLowerCase().endsWith(".md") && (all || CONTRIBUTOR_DOC.test(name)) && isFile(path.join(root, folder, name)))
        found.push(folder === "" ? name : `${folder}/${name}`);
  }
  return found.slice(0, 12);
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
const SHELL_LANGUAGES = new Set(["", "sh", "bash", "shell", "console", "zsh", "shell-session", "shellsession", "terminal", "cmd", "powershell", "ps1", "text"]);
const DEVELOPER_HEADING = /develop|contribut|hack|from source|build|test|local|running|setup|set up/i;
/** Sections of tips for when something goes wrong: their commands are for that case, not everyday work. */
const TROUBLE_HEADING = /debug|troubleshoot|known (issue|problem)|common (issue|problem|error)|faq|gotcha|workaround/i;
/** Sections about the documentation site: their commands build or serve the docs, not the project. */
const DOCS_HEADING = /\b(the )?(documentation|docs)\b(?! (for|of) (the )?(code|api))/i;

const BUILD_IN_FOLDER = /^(cmake\s+--build\b|meson\s+compile\b|ninja\b|make\b(?!.*\s(clean|distclean|install|uninstall)\b))/;

/** A folder a document names as a placeholder: `packages/opentelemetry-module-name`, `your-app`. */
const PLACEHOLDER_FOLDER = /(^|[/_-])(module|package|project|crate|plugin|app|service|component)[-_]name($|[/_-])|(^|\/)(your|my)[-_]/i;

/** A shell prompt before a command in a document: `$ npm test`, `> make`, `PS> ./build.ps1`. */
const PROMPT = /^\s*(?:\$|>|%|PS>|❯)\s+(.*)$/;

/** A command line without its trailing comment (`autoreconf -i   # if building from git`), quotes kept. */
function withoutComment(command: string): string {
  const at = command.search(/\s#/);
  if (at < 0) return command;
  const before = command.slice(0, at);
  return (before.match(/"/g) ?? []).length % 2 === 0 && (before.match(/'/g) ?? []).length % 2 === 0 ? before.trimEnd() : command;
}

/** Prose that puts the next block in the build folder CMake or Meson made: "from the build directory, run:". */
const BUILD_FOLDER_PROSE = new RegExp(
  `\\b(?:from|in|inside|within)\\s+(?:the|your)\\s+[\`'"]?(${NATIVE_BUILD_FOLDERS.join("|")})[\`'"]?\\s+(?:directory|folder|dir)\\b[^.]*:\\s*$`,
  "i",
);

/**
 * The project's folder a document's `cd` names, where it has it: the folder itself, or, written
 * from above the clone (`cd Acme/UI/Web`), the part after the clone's name; undefined for the
 * root, a folder above it, or one the project lacks.
 */
function projectFolder(target: string, folderExists?: (folder: string) => boolean): string | undefined {
  const folder = path.posix.normalize(target).replace(/\/+$/, "");
  if (folder === "." || folder.startsWith("..") || path.posix.isAbsolute(folder)) return undefined;
  if (folderExists === undefined || folderExists(folder)) return folder;
  const inClone = folder.includes("/") ? folder.slice(folder.indexOf("/") + 1) : undefined;
  return inClone !== undefined && folderExists(inClone) ? inClone : undefined;
}

/** Candidate command lines of a Markdown text, each with its line (prompts and comments removed). */
export function documentedCommands(
  text: string,
  options: { inline: boolean; headings?: RegExp; folderExists?: (folder: string) => boolean; isFolder?: (folder: string) => boolean },
): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  // In a code block, a `cd DIR` line moves the lines after it, and a configure step joins the build after it.
  let fence:
    | {
        marker: string;
        shell: boolean;
        console: boolean;
        dir?: string;
        /** After a `cd` into a placeholder folder: the fence's commands are an example. */
        example?: boolean;
        configure?: { text: string; line: number };
        pending?: { text: string; line: number };
        /** The block starts in the folder an earlier block moved to. */
        inherited?: boolean;
        /** The folder a `git clone` just made, which a `cd` into enters the project's root. */
        cloned?: string;
      }
    | undefined;
  let heading = "";
  // The open headings by level: a debugging section holds its sub-sections (`## Debugging` › `### With breakpoints`).
  const sections: string[] = [];
  const troubled = (): boolean => sections.some((title, level) => TROUBLE_HEADING.test(title) || (level > 0 && DOCS_HEADING.test(title)));
  // A `cd DIR` alone in a block moves the blocks after it too, up to the next heading of its
  // section's level or above (numbered steps, `#### 8. …` after `#### 7. …`, go on in DIR).
  let moved: { dir: string; level: number } | undefined;
  /** The last line of prose before the current one. */
  let prose = "";
  /** The folder an inline `cd` moved the inline commands after it to. */
  let inlineDir: string | undefined;
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    let line = index + 1;
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(raw);
    if (fence === undefined && open) {
      const language = (open[2] ?? "").toLowerCase();
      const marker = open[1] ?? "```";
      // A console block with no prompt in it is commands as they are.
      const end = lines.findIndex((other, at) => at > index && other.trim().startsWith(marker));
      const prompted = lines.slice(index + 1, end < 0 ? undefined : end).some((other) => PROMPT.test(other));
      // "From the build directory, run:" just before the block: its lines run in the build folder.
      const inBuild = BUILD_FOLDER_PROSE.exec(prose);
      fence = {
        marker,
        shell: SHELL_LANGUAGES.has(language),
        console: ["console", "shell-session", "shellsession", "terminal"].includes(language) && prompted,
        // (Either way the block starts in a folder: a `cd` in it to a folder of the root starts from the root.)
        ...(moved !== undefined ? { dir: moved.dir, inherited: true } : inBuild !== null ? { dir: inBuild[1] ?? "build", inherited: true } : {}),
      };
      return;
    }
    if (fence !== undefined) {
      if (raw.trim().startsWith(fence.marker)) {
        fence = undefined;
        prose = "";
        return;
      }
      // A section counts by its own heading or an enclosing one (`### Building from source` › `#### Instructions`), not the title.
      if (!fence.shell || (options.headings && !sections.slice(1).some((title) => options.headings?.test(title) === true)) || troubled()) return;
      // A line ending in `\` goes on in the next (which has no prompt of its own).
      const pending = fence.pending;
      const prompt = pending === undefined ? PROMPT.exec(raw) : null;
      if (fence.console && !prompt && pending === undefined) return;
      let command = withoutComment((prompt?.[1] ?? raw).trim());
      if (pending !== undefined) {
        command = `${pending.text} ${command}`;
        line = pending.line;
        delete fence.pending;
      }
      if (command.endsWith("\\")) {
        fence.pending = { text: command.slice(0, -1).trim(), line };
        return;
      }
      if (command === "" || command.startsWith("#") || /<[A-Za-z]|\.\.\.\s*$/.test(command)) return;
      // `git clone …/acme.git` then `cd acme` enters the checkout: the root, whatever folders it has.
      const clone = /^git clone\s+(?:-\S+\s+)*(\S+?)(?:\.git)?\/?(?:\s+([\w.-]+))?\s*$/.exec(command);
      if (clone) {
        fence.cloned = clone[2] ?? clone[1]?.split(/[/:]/).at(-1) ?? "";
        return;
      }
      const cd = /^cd\s+([\w./-]+)\s*$/.exec(command);
      // A later `cd` ends the example (`cd ../..` back to the root, or into a real folder).
      if (cd) delete fence.example;
      if (cd) {
        const cloned = fence.cloned;
        delete fence.cloned;
        const named = (cd[1] ?? ".").replace(/\/+$/, "") || ".";
        const target =
          cloned !== undefined && fence.dir === undefined && (named === cloned || named.startsWith(`${cloned}/`))
            ? named.slice(cloned.length + 1) || "."
            : named;
        // A block that starts where an earlier one moved, and names a folder of the root, starts from the root (each step's block from the checkout).
        // So does a later `cd` in the same block that names a folder of the root where the joined path is none (`cd tokenizers` … `cd bindings/python`).
        const joined = path.posix.normalize(path.posix.join(fence.dir ?? ".", target));
        const fromRoot =
          (fence.inherited === true && options.folderExists?.(target) === true) ||
          (fence.dir !== undefined && options.isFolder !== undefined && !options.isFolder(joined) && options.isFolder(target));
        const from = fromRoot ? "." : (fence.dir ?? ".");
        delete fence.inherited;
        let next = path.posix.normalize(path.posix.join(from, target)).replace(/\/+$/, "");
        // `cd project` after cloning it is the project's root; `cd project/cmd/app`, its cmd/app.
        if (fence.dir === undefined && options.folderExists?.(next) === false && next.includes("/") && options.folderExists(next.slice(next.indexOf("/") + 1)))
          next = next.slice(next.indexOf("/") + 1);
        // A folder named as a placeholder (`cd packages/opentelemetry-module-name`, `cd your-app`) is an example, no folder of the project.
        if (PLACEHOLDER_FOLDER.test(next) && !(options.isFolder?.(next) ?? false)) {
          fence.example = true;
          return;
        }
        const dir = next === "." || next.startsWith("..") || options.folderExists?.(next) === false ? undefined : next;
        if (dir === undefined) delete fence.dir;
        else fence.dir = dir;
        moved = dir === undefined ? undefined : { dir, level: sections.length };
        return;
      }
      if (fence.example === true) return;
      const here = fence.dir !== undefined ? `cd ${fence.dir} && ${command}` : command;
      // Configuring takes steps (`autoreconf -i`, then `./configure …`): they go together.
      if (CONFIGURES.test(command)) {
        fence.configure = fence.configure === undefined ? { text: here, line } : { text: `${fence.configure.text} && ${command}`, line: fence.configure.line };
        return;
      }
      if (fence.configure !== undefined && BUILD_IN_FOLDER.test(command)) {
        out.push({ text: `${fence.configure.text} && ${command}`, line: fence.configure.line });
        fence.configure = undefined;
        return;
      }
      out.push({ text: here, line });
      return;
    }
    if (raw.trim() !== "") prose = raw;
    const title = /^(#{1,6})\s+(.*)$/.exec(raw);
    if (title) {
      heading = title[2] ?? "";
      inlineDir = undefined;
      const level = (title[1] ?? "#").length;
      sections.splice(level - 1, sections.length, heading);
      if (moved !== undefined && (level < moved.level || (level === moved.level && !/^\d+[.)]\s/.test(heading)))) moved = undefined;
    }
    if (troubled()) return;
    // Inline code of two words or more (`npm test`), or a script by its path (`./check.sh`): a lone
    // `vite` or `esbuild` names a tool, it is no command.
    if (options.inline) {
      for (const match of raw.matchAll(/`([^`\n]+)`/g)) {
        const code = (match[1] ?? "").replace(/^\$\s+/, "");
        // A step's `cd UI/Web` (or `cd Acme/UI/Web` from above the clone) moves the steps after it, up to the next heading.
        const cd = /^cd\s+([\w./-]+)$/.exec(code);
        if (cd) {
          inlineDir = projectFolder(cd[1] ?? "", options.folderExists);
          continue;
        }
        if (!/<[A-Za-z]/.test(code) && (/\S\s+\S/.test(code) || /^\.{0,2}\/[\w./-]+$|^[\w-]+\.sh$/.test(code)))
          out.push({ text: inlineDir !== undefined ? `cd ${inlineDir} && ${code}` : code, line });
      }
    }
  });
  return out;
}

export async function readDocs({ root, profile, add, runners }: Reading): Promise<void> {
  const sources: { file: string; inline: boolean; headings?: RegExp }[] = contributorDocs(root).map((file) => ({ file, inline: true }));
  const readme = ["README.md", "readme.md", "Readme.md"].find((file) => exists(root, file));
  if (readme !== undefined) sources.push({ file: readme, inline: false, headings: DEVELOPER_HEADING });
  // A document's `cd build` after configuring works, though a checkout has no build folder yet.
  const folders = folderChecks(root, profile, true);
  // The folder itself, where `folderExists` also takes a folder whose first part exists.
  const isFolder = (folder: string): boolean => !/^(\.\.|\/)/.test(folder) && isDirectory(path.join(root, folder));
  for (const { file, ...options } of sources) {
    const text = await readTextOr(path.join(root, file), profile.problems);
    if (text === null) continue;
    for (const candidate of documentedCommands(text, { ...options, folderExists: folders.folderExists, isFolder })) {
      for (const command of runners.commandsOf(candidate.text, { document: true, ...folders })) {
        // A script the document names that the checkout does not have (`build.sh` beside a Build.ps1) is no command.
        const script = /^(?:cd (\S+) && )?(?:bash |sh |pwsh )?(\.{0,2}\/[\w./-]+|[\w-]+\.(?:sh|ps1|cmd|bat))(?:\s|$)/.exec(command.run);
        if (script !== null && !exists(root, path.posix.join(script[1] ?? ".", script[2] ?? ""))) continue;
        add(command.task, command.run, { file, line: candidate.line }, "docs", command.also);
      }
    }
  }
}
