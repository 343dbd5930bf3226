// What the project's documents tell a contributor to run: shell code blocks and inline code of
// CONTRIBUTING (and DEVELOPMENT, HACKING), and the code blocks of README sections about
// development, building or testing. The least trusted source: only commands the classifier knows
// are kept (a README's `pip install mylib` for users, or `mytool --help`, is none of them).
import path from "node:path";
import { readTextOr } from "../../io.ts";
import { exists, folderChecks, type Reading } from "../profile.ts";

const CONTRIBUTING = ["CONTRIBUTING.md", ".github/CONTRIBUTING.md", "docs/CONTRIBUTING.md", "DEVELOPMENT.md", "docs/development.md", "HACKING.md", "CONTRIBUTING.rst"];
const SHELL_LANGUAGES = new Set(["", "sh", "bash", "shell", "console", "zsh", "shell-session", "shellsession", "terminal", "cmd", "powershell", "ps1", "text"]);
const DEVELOPER_HEADING = /develop|contribut|hack|from source|build|test|local|running|setup|set up/i;
/** Sections of tips for when something goes wrong: their commands are for that case, not everyday work. */
const TROUBLE_HEADING = /debug|troubleshoot|known (issue|problem)|common (issue|problem|error)|faq|gotcha|workaround/i;

/** Candidate command lines of a Markdown text, each with its line (prompts and comments removed). */
export function documentedCommands(text: string, options: { inline: boolean; headings?: RegExp }): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fence: { marker: string; shell: boolean; console: boolean } | undefined;
  let heading = "";
  // The open headings by level: a debugging section holds its sub-sections (`## Debugging` › `### With breakpoints`).
  const sections: string[] = [];
  const troubled = (): boolean => sections.some((title) => TROUBLE_HEADING.test(title));
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(raw);
    if (fence === undefined && open) {
      const language = (open[2] ?? "").toLowerCase();
      fence = { marker: open[1] ?? "```", shell: SHELL_LANGUAGES.has(language), console: ["console", "shell-session", "shellsession", "terminal"].includes(language) };
      return;
    }
    if (fence !== undefined) {
      if (raw.trim().startsWith(fence.marker)) {
        fence = undefined;
        return;
      }
      if (!fence.shell || (options.headings && !options.headings.test(heading)) || troubled()) return;
      const prompt = /^\s*(?:\$|>|%|PS>|❯)\s+(.*)$/.exec(raw);
      if (fence.console && !prompt) return;
      const command = (prompt?.[1] ?? raw).trim();
      if (command !== "" && !command.startsWith("#") && !/<[A-Za-z]|\.\.\.\s*$/.test(command)) out.push({ text: command, line });
      return;
    }
    const title = /^(#{1,6})\s+(.*)$/.exec(raw);
    if (title) {
      heading = title[2] ?? "";
      sections.splice((title[1] ?? "#").length - 1, sections.length, heading);
    }
    if (troubled()) return;
    // Inline code of two words or more (`npm test`): a lone `vite` or `esbuild` names a tool, it is no command.
    if (options.inline) for (const match of raw.matchAll(/`([^`\n]+)`/g)) if (!/<[A-Za-z]/.test(match[1] ?? "") && /\S\s+\S/.test((match[1] ?? "").replace(/^\$\s+/, ""))) out.push({ text: (match[1] ?? "").replace(/^\$\s+/, ""), line });
  });
  return out;
}

export async function readDocs({ root, profile, add, runners }: Reading): Promise<void> {
  const sources: { file: string; inline: boolean; headings?: RegExp }[] = CONTRIBUTING.filter((file) => exists(root, file) && file.endsWith(".md")).map((file) => ({ file, inline: true }));
  const readme = ["README.md", "readme.md", "Readme.md"].find((file) => exists(root, file));
  if (readme !== undefined) sources.push({ file: readme, inline: false, headings: DEVELOPER_HEADING });
  for (const { file, ...options } of sources) {
    const text = await readTextOr(path.join(root, file), profile.problems);
    if (text === null) continue;
    for (const candidate of documentedCommands(text, options)) {
      for (const command of runners.commandsOf(candidate.text, { document: true, ...folderChecks(root, profile) })) add(command.task, command.run, { file, line: candidate.line }, "docs");
    }
  }
}
