// Rich harnesses of the three source tools, written for this suite from each tool's documented
// format: every kind in both scopes. MCP servers cover stdio (npx/uvx/docker stand-ins), HTTP and
// SSE with variable references in env, args, URL and headers; skills carry an executable script.
type Tree = Record<string, string | { text: string; mode: number }>;
export interface SourceFixture {
  home: Tree;
  repo: Tree;
}

const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;
const script = (text: string) => ({ text, mode: 0o755 });

export const claudeCode: SourceFixture = {
  home: {
    ".claude/CLAUDE.md": "# Global rules\n\nPrefer small commits.\n",
    ".claude/rules/style.md": '---\npaths:\n  - "**/*.{ts,tsx}"\n---\nUse strict TypeScript.\n',
    ".claude/commands/ship.md": "---\ndescription: Ship the branch\nargument-hint: [message]\n---\nShip it: $ARGUMENTS\n",
    ".claude/agents/critic.md": "---\nname: critic\ndescription: Reviews changes critically\ntools: Read, Grep\n---\nYou are a critic.\n",
    ".claude/skills/pdf-kit/SKILL.md": "---\nname: pdf-kit\ndescription: Work with PDF files\n---\nRun scripts/extract.sh.\n",
    ".claude/skills/pdf-kit/scripts/extract.sh": script("#!/bin/sh\necho extract\n"),
    ".claude/settings.json": json({
      permissions: {
        // mcp__home-http: every tool of a server (Gemini's loader needs toolName = "*" for it).
        allow: ["Bash(npm run test:*)", "Read(./src/**)", "WebFetch(domain:docs.example.com)", "mcp__home-http"],
        ask: ["Bash(git push:*)"],
        deny: ["Bash(rm -rf:*)", "Read(./.env)", "Bash(pnpm --filter * deploy:*)", "mcp__home-npx__delete_all"],
      },
      hooks: {
        PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "guard.sh pre", timeout: 20 }] }],
        Stop: [{ hooks: [{ type: "command", command: "notify-send done" }] }],
      },
    }),
    ".claude.json": json({
      mcpServers: {
        "home-npx": { command: "npx", args: ["-y", "@conf/home-mcp", "--token=${SVC_CONF_TOKEN}"], env: { API_TOKEN: "${SVC_CONF_TOKEN}" } },
        "home-http": { type: "http", url: "https://mcp.example.com/home", headers: { Authorization: "Bearer ${SVC_CONF_TOKEN}" } },
        "home-sse": { type: "sse", url: "https://sse.example.com/sse" },
      },
    }),
  },
  repo: {
    "CLAUDE.md": "# Project\n\nRun make test before committing.\n",
    ".claude/rules/testing.md": "---\npaths: tests/**\n---\nUse node:test.\n",
    ".claude/commands/release.md": "---\ndescription: Cut a release\n---\nBump the version and tag it.\n",
    ".claude/agents/docs-writer.md": "---\nname: docs-writer\ndescription: Writes documentation\n---\nWrite clear docs.\n",
    ".claude/skills/changelog/SKILL.md": "---\nname: changelog\ndescription: Update the changelog\n---\nEdit CHANGELOG.md.\n",
    ".claude/settings.json": json({
      permissions: { allow: ["Bash(make:*)", "Edit(./docs/**)"], deny: ["Read(./secrets/**)"] },
      hooks: { PostToolUse: [{ matcher: "Edit|Write", hooks: [{ type: "command", command: "prettier --write" }] }] },
    }),
    ".mcp.json": json({
      mcpServers: {
        "repo-uvx": { command: "uvx", args: ["conf-mcp", "--root", "."], env: { DB_HOST: "${SVC_CONF_TOKEN}" } },
        "repo-docker": { command: "docker", args: ["run", "-i", "--rm", "conf/mcp"] },
        "repo-http": { type: "http", url: "https://mcp.example.com/repo", headers: { "X-Team-Id": "${SVC_CONF_TOKEN}" } },
      },
    }),
  },
};

export const codex: SourceFixture = {
  home: {
    ".codex/AGENTS.md": "# Codex global\n\nPrefer small diffs.\n",
    ".codex/prompts/explain.md": "---\ndescription: Explain code\n---\nExplain $ARGUMENTS simply.\n",
    ".codex/agents/tester.toml": 'name = "tester"\ndescription = "Writes tests"\ndeveloper_instructions = """\nWrite tests.\n"""\n',
    ".agents/skills/deploy/SKILL.md": "---\nname: deploy\ndescription: Deploy the app\n---\nRun deploy.sh.\n",
    ".agents/skills/deploy/deploy.sh": script("#!/bin/sh\nmake deploy\n"),
    ".codex/hooks.json": json({ hooks: { PreToolUse: [{ matcher: "Bash", hooks: [{ type: "command", command: "guard.sh codex", timeout: 10 }] }] } }),
    ".codex/rules/default.rules":
      'prefix_rule(pattern=["git", "status"], decision="allow")\nprefix_rule(pattern=["git", "push"], decision="prompt")\nprefix_rule(pattern=["rm"], decision="forbidden")\n',
    ".codex/config.toml": [
      "[mcp_servers.home-stdio]",
      'command = "npx"',
      'args = ["-y", "@conf/codex-mcp"]',
      'env_vars = ["SVC_CONF_TOKEN"]',
      "",
      "[mcp_servers.home-remote]",
      'url = "https://mcp.example.com/codex"',
      'bearer_token_env_var = "SVC_CONF_TOKEN"',
      "",
    ].join("\n"),
  },
  repo: {
    "AGENTS.md": "# Project\n\nRun make test.\n",
    // A folder whose AGENTS.override.md hides its AGENTS.md from Codex (the person's own file,
    // which other tools read), and an empty one (Codex skips it).
    "services/billing/AGENTS.md": "# Billing\n\nOld billing notes.\n",
    "services/billing/AGENTS.override.md": "# Billing\n\nUse the new ledger.\n",
    "docs/AGENTS.md": "",
    ".codex/agents/migrator.toml": 'name = "migrator"\ndescription = "Writes DB migrations"\ndeveloper_instructions = """\nWrite reversible migrations.\n"""\n',
    ".agents/skills/seed-db/SKILL.md": "---\nname: seed-db\ndescription: Seed the database\n---\nRun make seed.\n",
    ".codex/config.toml": '[mcp_servers.repo-db]\ncommand = "db-mcp"\nargs = ["--readonly"]\n[mcp_servers.repo-db.env]\nDB_URL = "postgres://localhost/dev"\n',
  },
};

export const cursor: SourceFixture = {
  home: {
    ".cursor/mcp.json": json({
      mcpServers: {
        "home-browser": { command: "npx", args: ["-y", "browser-mcp"], env: { BROWSER_KEY: "${env:SVC_CONF_TOKEN}" } },
        "home-remote": { url: "https://mcp.example.com/cursor", headers: { Authorization: "Bearer ${env:SVC_CONF_TOKEN}" } },
      },
    }),
    ".cursor/commands/standup.md": "---\ndescription: Write my standup\n---\nSummarise yesterday's commits.\n",
    ".cursor/agents/researcher.md": "---\nname: researcher\ndescription: Researches APIs\n---\nResearch thoroughly.\n",
    ".cursor/skills/sql/SKILL.md": "---\nname: sql\ndescription: Write SQL\n---\nUse CTEs.\n",
    ".cursor/cli-config.json": json({ version: 1, permissions: { allow: ["Shell(ls)", "Read(docs/**)"], deny: ["Shell(rm)"] } }),
  },
  repo: {
    "AGENTS.md": "# Project\nRun npm test.\n",
    ".cursor/rules/react.mdc": "---\ndescription: React conventions\nglobs: src/**/*.{tsx,jsx}\nalwaysApply: false\n---\nUse hooks.\n",
    ".cursor/rules/general.mdc": "---\nalwaysApply: true\n---\nNo console.log.\n",
    ".cursor/rules/migrations.mdc": "---\ndescription: How to write migrations\n---\nUse knex.\n",
    ".cursor/commands/fix-lint.md": "---\ndescription: Fix lint\n---\nFix the lint errors.\n",
    ".cursor/agents/planner.md": "---\nname: planner\ndescription: Plans work\n---\nPlan carefully.\n",
    ".cursor/skills/lint/SKILL.md": "---\nname: lint\ndescription: Lint things\n---\nRun eslint.\n",
    ".cursor/skills/lint/run.sh": script("#!/bin/sh\nnpx eslint .\n"),
    ".cursor/mcp.json": json({
      mcpServers: {
        "repo-fs": { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] },
        "repo-linear": { type: "sse", url: "https://mcp.linear.example/sse", headers: { Authorization: "Bearer ${env:SVC_CONF_TOKEN}" } },
      },
    }),
    ".cursor/hooks.json": json({
      version: 1,
      hooks: { beforeShellExecution: [{ command: "guard.sh cursor" }], afterFileEdit: [{ command: "prettier --write" }] },
    }),
    // Write(path): Claude Code matches paths only on Edit(path) rules (claude doctor says so).
    ".cursor/cli.json": json({ permissions: { allow: ["Shell(npm)", "Read(src/**)", "Write(src/**)"], deny: ["Shell(git push)", "Write(**/*.key)"] } }),
    ".cursorignore": ".env\nsecrets/\n",
  },
};

export const SOURCES = { "claude-code": claudeCode, codex, cursor } as const;
export type SourceId = keyof typeof SOURCES;

/** A server as a tool shows it, normalized: `<TOKEN>` stands for a reference to SVC_CONF_TOKEN (or its resolved value). */
export interface ServerView {
  transport: "stdio" | "http" | "sse";
  command?: string;
  args?: string[];
  url?: string;
  env?: Record<string, string>;
  headers?: Record<string, string>;
}

/** What each source's servers mean, tool-neutral (the fixtures above, read by hand). */
export const SERVERS: Record<SourceId, Record<string, ServerView>> = {
  "claude-code": {
    "home-npx": { transport: "stdio", command: "npx", args: ["-y", "@conf/home-mcp", "--token=<TOKEN>"], env: { API_TOKEN: "<TOKEN>" } },
    "home-http": { transport: "http", url: "https://mcp.example.com/home", headers: { Authorization: "Bearer <TOKEN>" } },
    "home-sse": { transport: "sse", url: "https://sse.example.com/sse" },
    "repo-uvx": { transport: "stdio", command: "uvx", args: ["conf-mcp", "--root", "."], env: { DB_HOST: "<TOKEN>" } },
    "repo-docker": { transport: "stdio", command: "docker", args: ["run", "-i", "--rm", "conf/mcp"] },
    "repo-http": { transport: "http", url: "https://mcp.example.com/repo", headers: { "X-Team-Id": "<TOKEN>" } },
  },
  codex: {
    "home-stdio": { transport: "stdio", command: "npx", args: ["-y", "@conf/codex-mcp"], env: { SVC_CONF_TOKEN: "<TOKEN>" } },
    "home-remote": { transport: "http", url: "https://mcp.example.com/codex", headers: { Authorization: "Bearer <TOKEN>" } },
    "repo-db": { transport: "stdio", command: "db-mcp", args: ["--readonly"], env: { DB_URL: "postgres://localhost/dev" } },
  },
  cursor: {
    "home-browser": { transport: "stdio", command: "npx", args: ["-y", "browser-mcp"], env: { BROWSER_KEY: "<TOKEN>" } },
    "home-remote": { transport: "http", url: "https://mcp.example.com/cursor", headers: { Authorization: "Bearer <TOKEN>" } },
    "repo-fs": { transport: "stdio", command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] },
    "repo-linear": { transport: "sse", url: "https://mcp.linear.example/sse", headers: { Authorization: "Bearer <TOKEN>" } },
  },
};

/** Every way a tool may show a reference to SVC_CONF_TOKEN, or its value once resolved. */
export function normalizeRefs(text: string): string {
  return text
    .replace(/\$\{\{\s*secrets\.SVC_CONF_TOKEN\s*\}\}/g, "<TOKEN>")
    .replace(/\$\{env:SVC_CONF_TOKEN\}|\{env:SVC_CONF_TOKEN\}|\$\{SVC_CONF_TOKEN\}|\$SVC_CONF_TOKEN\b|conf-token-value/g, "<TOKEN>");
}
