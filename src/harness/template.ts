// Variable references inside MCP config strings (command, args, env, url, headers): one table of
// what each tool expands, from its documentation or source, used both ways.
//
//   dialect        tools                              expands                                      no variable: passed as written
//   claude         Claude Code                        ${VAR}, ${VAR:-default}                      $VAR, ${env:VAR}, {env:VAR}
//   gemini         Gemini CLI                         $VAR, ${VAR}, ${VAR:-default}                ${env:VAR}, {env:VAR}
//   braces         Kiro                               ${VAR}                                       $VAR, ${VAR:-d}, ${env:VAR}
//   vscode         Cursor                             ${env:VAR}, ${userHome}, ${workspaceFolder}, ${VAR}, $VAR, {env:VAR}
//                                                     ${workspaceFolderBasename}, ${pathSeparator}
//   vscode-inputs  Copilot (VS Code)                  the same, ${input:id} (prompted), and VS     ${VAR}, $VAR, {env:VAR}
//                                                     Code's other variables (${config:…}, ${cwd}…)
//   windsurf       Windsurf                           ${env:VAR}, ${file:path} (the file's text)   ${VAR}, $VAR, ${userHome}…
//   roo            Roo Code                           ${env:VAR}, ${workspaceFolder}               ${VAR}, $VAR, ${userHome}…
//   opencode       OpenCode                           {env:VAR}, {file:path}                       ${VAR}, $VAR
//   continue       Continue                           ${{ secrets.NAME }}, ${{ inputs.NAME }}      ${VAR}, $VAR
//   none           Codex, Zed, Cline, Claude Desktop  nothing (Codex passes variables by name       everything
//                                                     through env_vars / env_http_headers)
//
// A reference is parsed into a part of its own, so moving it to another tool rewrites the syntax
// and never resolves a secret into the file. Text is checked both ways, since no tool in the table
// has a way to write a literal `${`: text the source passes as written but the target would expand
// (`${GITHUB_TOKEN}` that Codex passes to a server as those characters would become the variable's
// value in Claude Code), and text the source expands but svc carries as written, having no part
// for it (OpenCode's `{file:~/.token}` is the file's content there, those characters in Claude
// Code). Either is lossy, named, never exact.
import type { Template, TemplatePart } from "./model.ts";

export interface Rendered {
  text: string;
  /** What the target syntax cannot say (e.g. a default value), for the plan's `lost` list. */
  lost: string[];
}

export interface TemplateDialect {
  id: string;
  parse(text: string): Template;
  /**
   * The template in this dialect's syntax. With `from` (the dialect the template was read in),
   * text that dialect passes as written but this one would expand is named in `lost`.
   */
  render(template: Template, from?: DialectId): Rendered;
  /** Where this dialect would expand a variable inside `text`, as written (the references it finds). */
  expansions(text: string): string[];
}

interface DialectSpec {
  id: string;
  /** Matches one reference; named groups `env` (or `bare` for a second spelling), `def` (default) and/or `variable`. */
  pattern: RegExp | null;
  env: ((name: string, fallback: string | undefined) => string) | null;
  supportsDefault: boolean;
  /** Editor variables this dialect knows (`${userHome}`), by neutral name. */
  variables: Record<string, string>;
  /** Families of variables kept as written (VS Code's `${input:id}`, prompted from the user). */
  prefixes?: string[];
  /**
   * Everything the tool itself expands, whatever svc can carry elsewhere (Claude's unset `${VAR}`
   * stays as written, but a set one becomes its value: both count). Null: the tool expands nothing.
   */
  expands: RegExp | null;
}

function dialect(spec: DialectSpec): TemplateDialect {
  const expansions = (text: string): string[] =>
    spec.expands === null ? [] : [...text.matchAll(new RegExp(spec.expands.source, "g"))].map((match) => match[0]);
  return {
    id: spec.id,
    parse(text) {
      if (spec.pattern === null) return text === "" ? [] : [text];
      const parts: Template = [];
      let last = 0;
      for (const match of text.matchAll(new RegExp(spec.pattern.source, "g"))) {
        const groups = match.groups ?? {};
        let part: TemplatePart | null = null;
        const env = groups["env"] ?? groups["bare"];
        if (env !== undefined) part = groups["def"] === undefined ? { env } : { env, default: groups["def"] };
        else if (groups["variable"] !== undefined) {
          const written = groups["variable"];
          const neutral =
            Object.entries(spec.variables).find(([, own]) => own === written)?.[0] ??
            (spec.prefixes?.some((prefix) => written.startsWith(prefix)) ? written : undefined);
          if (neutral !== undefined) part = { variable: neutral };
        }
        if (part === null) continue;
        if ((match.index ?? 0) > last) parts.push(text.slice(last, match.index));
        parts.push(part);
        last = (match.index ?? 0) + match[0].length;
      }
      if (last < text.length) parts.push(text.slice(last));
      return parts;
    },
    expansions,
    render(template, from) {
      const lost: string[] = [];
      // The same dialect reads its own text as it was read: nothing to check.
      const source = from !== undefined && from !== spec.id ? from : undefined;
      const text = template
        .map((part) => {
          if (typeof part === "string") {
            if (source === undefined) return part;
            // What the source expands, svc found no part for: here it is its characters, not its value.
            const expandedThere = DIALECTS[source].expansions(part);
            for (const reference of expandedThere) {
              lost.push(
                `${JSON.stringify(reference)} is a variable in the source (${DIALECT_SYNTAX[source]}) that svc cannot carry: here it is those characters, not their value`,
              );
            }
            for (const reference of expansions(part).filter((one) => !expandedThere.includes(one))) {
              lost.push(
                `${JSON.stringify(reference)} is text in the source (variables there: ${DIALECT_SYNTAX[source]}) but a variable here (${DIALECT_SYNTAX[spec.id as DialectId]}): it would be replaced by a value`,
              );
            }
            return part;
          }
          if ("env" in part) {
            if (spec.env === null) {
              lost.push(`reference to $${part.env} (no variable syntax)`);
              return `\${${part.env}}`;
            }
            if (part.default !== undefined && !spec.supportsDefault) lost.push(`default value of \${${part.env}}`);
            return spec.env(part.env, spec.supportsDefault ? part.default : undefined);
          }
          const written = spec.variables[part.variable] ?? (spec.prefixes?.some((prefix) => part.variable.startsWith(prefix)) ? part.variable : undefined);
          if (written === undefined) {
            lost.push(`editor variable \${${part.variable}}`);
            return `\${${part.variable}}`;
          }
          return `\${${written}}`;
        })
        .join("");
      return { text, lost };
    },
  };
}

const EDITOR_VARIABLES = {
  userHome: "userHome",
  workspaceFolder: "workspaceFolder",
  workspaceFolderBasename: "workspaceFolderBasename",
  pathSeparator: "pathSeparator",
};

export const DIALECTS = {
  claude: dialect({
    id: "claude",
    pattern: /\$\{(?<env>[A-Za-z_][A-Za-z0-9_]*)(?::-(?<def>[^}]*))?\}/,
    env: (name, fallback) => (fallback === undefined ? `\${${name}}` : `\${${name}:-${fallback}}`),
    supportsDefault: true,
    variables: {},
    expands: /\$\{[A-Za-z_][A-Za-z0-9_]*(?::-[^}]*)?\}/,
  }),
  /** Cursor: `${env:VAR}` and the editor variables its documentation lists, but no `${input:…}` prompts. */
  vscode: dialect({
    id: "vscode",
    pattern: /\$\{(?:env:(?<env>[A-Za-z_][A-Za-z0-9_]*)|(?<variable>userHome|workspaceFolder|workspaceFolderBasename|pathSeparator|\/))\}/,
    env: (name) => `\${env:${name}}`,
    supportsDefault: false,
    variables: EDITOR_VARIABLES,
    expands: /\$\{(?:env:[^}]+|userHome|workspaceFolder|workspaceFolderBasename|pathSeparator|\/)\}/,
  }),
  /**
   * VS Code itself (Copilot): also `${input:id}`, a value the user is prompted for (declared in
   * `inputs`), and every variable of VS Code's configuration resolver (`${config:…}`, `${cwd}`…).
   */
  "vscode-inputs": dialect({
    id: "vscode-inputs",
    pattern: /\$\{(?:env:(?<env>[A-Za-z_][A-Za-z0-9_]*)|(?<variable>userHome|workspaceFolder|workspaceFolderBasename|pathSeparator|\/|input:[^}]+))\}/,
    env: (name) => `\${env:${name}}`,
    supportsDefault: false,
    variables: EDITOR_VARIABLES,
    prefixes: ["input:"],
    expands:
      /\$\{(?:(?:env|input|config|command|workspaceFolder|workspaceFolderBasename):[^}]+|userHome|workspaceFolder|workspaceFolderBasename|pathSeparator|\/|cwd|execPath|defaultBuildTask|lineNumber|selectedText|file|fileWorkspaceFolder|fileBasename|fileBasenameNoExtension|fileExtname|fileDirname|fileDirnameBasename|relativeFile|relativeFileDirname)\}/,
  }),
  /** Windsurf: `${env:VAR}`, and `${file:path}` (the file's content) in command, args, env, serverUrl, url and headers. */
  windsurf: dialect({
    id: "windsurf",
    pattern: /\$\{env:(?<env>[A-Za-z_][A-Za-z0-9_]*)\}/,
    env: (name) => `\${env:${name}}`,
    supportsDefault: false,
    variables: {},
    expands: /\$\{(?:env|file):[^}]+\}/,
  }),
  /** Roo Code: `${env:VAR}` and `${workspaceFolder}` anywhere in a server's entry, nothing else. */
  roo: dialect({
    id: "roo",
    pattern: /\$\{(?:env:(?<env>\w+)|(?<variable>workspaceFolder))\}/,
    env: (name) => `\${env:${name}}`,
    supportsDefault: false,
    variables: { workspaceFolder: "workspaceFolder" },
    expands: /\$\{(?:env:\w+|workspaceFolder)\}/,
  }),
  /** Gemini CLI settings: `$VAR`, `${VAR}`, `${VAR:-default}` (its resolver takes `$` and any word: `$5` too). */
  gemini: dialect({
    id: "gemini",
    pattern: /\$\{(?<env>[A-Za-z_][A-Za-z0-9_]*)(?::-(?<def>[^}]*))?\}|\$(?<bare>[A-Za-z_][A-Za-z0-9_]*)/,
    env: (name, fallback) => (fallback === undefined ? `\${${name}}` : `\${${name}:-${fallback}}`),
    supportsDefault: true,
    variables: {},
    expands: /\$\{[A-Za-z_][A-Za-z0-9_]*(?::-[^}]*)?\}|\$\w+/,
  }),
  /** Kiro: `${VAR}`, no defaults. */
  braces: dialect({
    id: "braces",
    pattern: /\$\{(?<env>[A-Za-z_][A-Za-z0-9_]*)\}/,
    env: (name) => `\${${name}}`,
    supportsDefault: false,
    variables: {},
    expands: /\$\{[A-Za-z_][A-Za-z0-9_]*\}/,
  }),
  /** OpenCode: `{env:VAR}` anywhere in its config. */
  opencode: dialect({
    id: "opencode",
    pattern: /\{env:(?<env>[A-Za-z_][A-Za-z0-9_]*)\}/,
    env: (name) => `{env:${name}}`,
    supportsDefault: false,
    variables: {},
    expands: /\{(?:env|file):[^}]+\}/,
  }),
  /** Continue: `${{ secrets.NAME }}` (secrets resolve from the environment or .env files); `${{ inputs.NAME }}` it expands too. */
  continue: dialect({
    id: "continue",
    pattern: /\$\{\{\s*secrets\.(?<env>[A-Za-z_][A-Za-z0-9_]*)\s*\}\}/,
    env: (name) => `\${{ secrets.${name} }}`,
    supportsDefault: false,
    variables: {},
    expands: /\$\{\{[^}]*\}\}/,
  }),
  /** Codex, Zed, Cline, Claude Desktop: strings are literal (Codex passes references through env_vars / env_http_headers instead). */
  none: dialect({ id: "none", pattern: null, env: null, supportsDefault: false, variables: {}, expands: null }),
} satisfies Record<string, TemplateDialect>;

export type DialectId = keyof typeof DIALECTS;

/** What each dialect expands, for the plan. */
const DIALECT_SYNTAX: Record<DialectId, string> = {
  claude: "${VAR}, ${VAR:-default}",
  vscode: "${env:VAR}, ${userHome}, ${workspaceFolder}…",
  "vscode-inputs": "${env:VAR}, ${input:id}, ${userHome}, ${workspaceFolder}…",
  windsurf: "${env:VAR}, ${file:path}",
  roo: "${env:VAR}, ${workspaceFolder}",
  gemini: "$VAR, ${VAR}, ${VAR:-default}",
  braces: "${VAR}",
  opencode: "{env:VAR}, {file:path}",
  continue: "${{ secrets.NAME }}, ${{ inputs.NAME }}",
  none: "none",
};

export function isLiteral(template: Template): boolean {
  return template.every((part) => typeof part === "string");
}

export function literalText(template: Template): string {
  return template.map((part) => (typeof part === "string" ? part : "env" in part ? `\${${part.env}}` : `\${${part.variable}}`)).join("");
}

/** The one variable a template consists of (`${TOKEN}`), or null. */
export function soleReference(template: Template): string | null {
  const [only, ...rest] = template;
  return rest.length === 0 && only !== undefined && typeof only !== "string" && "env" in only && only.default === undefined ? only.env : null;
}
