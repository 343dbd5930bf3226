// The other direction: servers a tool's own `mcp add` wrote are read by svc with the right fields.
// Each tool adds a stdio server (with an environment variable in its own reference syntax) and an
// HTTP server (with an auth header); svc migrates them into a plain JSON target, whose entries are
// compared field by field.
import assert from "node:assert/strict";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, test } from "node:test";
import { normalizeRefs } from "./lib/fixtures.ts";
import { license, makeSandbox, svc, tool, type Sandbox } from "./lib/sandbox.ts";

interface Case {
  tool: string;
  /** svc's id for it. */
  svcId: string;
  trust?: (sandbox: Sandbox) => Promise<void>;
  /** Its `mcp add` commands, run in the repo. */
  add: (sandbox: Sandbox) => string[][];
  scope: "global" | "project";
  /** What the stdio server's env should read as after the round trip. */
  env: Record<string, string>;
  /** What the HTTP server's headers should read as. */
  headers: Record<string, string>;
}

const CASES: Case[] = [
  {
    tool: "codex",
    svcId: "codex",
    scope: "global",
    // Codex passes env values literally; a reference is a bearer-token variable instead.
    add: () => [
      ["mcp", "add", "added-stdio", "--env", "MODE=fast", "--", "npx", "-y", "@conf/added"],
      ["mcp", "add", "added-http", "--url", "https://mcp.example.com/added", "--bearer-token-env-var", "SVC_CONF_TOKEN"],
    ],
    env: { MODE: "fast" },
    headers: { Authorization: "Bearer <TOKEN>" },
  },
  {
    tool: "claude",
    svcId: "claude-code",
    scope: "global",
    add: () => [
      // -e and -H take several values: they come after the name.
      ["mcp", "add", "-s", "user", "added-stdio", "-e", "API_TOKEN=${SVC_CONF_TOKEN}", "--", "npx", "-y", "@conf/added"],
      ["mcp", "add", "-s", "user", "-t", "http", "added-http", "https://mcp.example.com/added", "-H", "Authorization: Bearer ${SVC_CONF_TOKEN}"],
    ],
    env: { API_TOKEN: "<TOKEN>" },
    headers: { Authorization: "Bearer <TOKEN>" },
  },
  {
    tool: "gemini",
    svcId: "gemini-cli",
    scope: "project",
    // In a folder it does not trust, Gemini's mcp add rewrites the project's servers from nothing
    // (the second add dropped the first): trust the repo as a user would.
    trust: async (sandbox) => {
      await mkdir(path.join(sandbox.home, ".gemini"), { recursive: true });
      await writeFile(path.join(sandbox.home, ".gemini/trustedFolders.json"), JSON.stringify({ [sandbox.repo]: "TRUST_FOLDER" }));
    },
    add: () => [
      ["mcp", "add", "added-stdio", "npx", "-e", "API_TOKEN=${SVC_CONF_TOKEN}", "--", "-y", "@conf/added"],
      ["mcp", "add", "added-http", "https://mcp.example.com/added", "-t", "http", "-H", "Authorization: Bearer ${SVC_CONF_TOKEN}"],
    ],
    env: { API_TOKEN: "<TOKEN>" },
    headers: { Authorization: "Bearer <TOKEN>" },
  },
  {
    tool: "copilot",
    svcId: "copilot",
    scope: "global",
    add: () => [
      ["mcp", "add", "--env", "API_TOKEN=${SVC_CONF_TOKEN}", "added-stdio", "--", "npx", "-y", "@conf/added"],
      ["mcp", "add", "--transport", "http", "--header", "Authorization: Bearer ${SVC_CONF_TOKEN}", "added-http", "https://mcp.example.com/added"],
    ],
    env: { API_TOKEN: "<TOKEN>" },
    headers: { Authorization: "Bearer <TOKEN>" },
  },
  {
    tool: "opencode",
    svcId: "opencode",
    scope: "global",
    add: () => [
      ["mcp", "add", "added-stdio", "--env", "API_TOKEN={env:SVC_CONF_TOKEN}", "--", "npx", "-y", "@conf/added"],
      ["mcp", "add", "added-http", "--url", "https://mcp.example.com/added", "--header", "Authorization=Bearer {env:SVC_CONF_TOKEN}"],
    ],
    env: { API_TOKEN: "<TOKEN>" },
    headers: { Authorization: "Bearer <TOKEN>" },
  },
];

describe("a server added by the tool's own `mcp add` is read by svc with its fields", { concurrency: 2 }, () => {
  for (const one of CASES) {
    if (process.env["SVC_CONFORMANCE_ONLY"] && !one.tool.includes(process.env["SVC_CONFORMANCE_ONLY"])) continue;
    test(`${one.tool} mcp add → svc`, { timeout: 300_000 }, async () => {
      const sandbox = await makeSandbox(`reverse-${one.tool}`);
      try {
        await license(sandbox);
        await one.trust?.(sandbox);
        for (const args of one.add(sandbox)) {
          const added = await tool(sandbox, one.tool, args, { timeoutMs: 90_000 });
          assert.equal(added.code, 0, `${one.tool} ${args.join(" ")}: ${added.stderr}${added.stdout}`);
        }
        // Claude Code is the JSON target for every tool but itself, which goes to Cursor.
        const to = one.svcId === "claude-code" ? "cursor" : "claude-code";
        const migrated = await svc(sandbox, [
          "migrate",
          "--from",
          one.svcId,
          "--to",
          to,
          "--kinds",
          "mcp",
          "--scope",
          one.scope,
          ...(one.scope === "project" ? ["--repo", sandbox.repo] : []),
          "--json",
        ]);
        assert.equal(migrated.code, 0, migrated.stderr);
        const file =
          to === "cursor"
            ? path.join(sandbox.home, ".cursor/mcp.json")
            : one.scope === "global"
              ? path.join(sandbox.home, ".claude.json")
              : path.join(sandbox.repo, ".mcp.json");
        const servers = (JSON.parse(await readFile(file, "utf8")) as { mcpServers: Record<string, Record<string, unknown>> }).mcpServers;
        const stdio = servers["added-stdio"];
        const http = servers["added-http"];
        assert.ok(stdio && http, `${file}: ${JSON.stringify(servers)}`);
        assert.equal(stdio["command"], "npx");
        assert.deepEqual(stdio["args"], ["-y", "@conf/added"]);
        assert.deepEqual(
          Object.fromEntries(Object.entries((stdio["env"] as Record<string, string>) ?? {}).map(([key, value]) => [key, normalizeRefs(value)])),
          one.env,
        );
        assert.equal(http["url"], "https://mcp.example.com/added");
        assert.ok(http["type"] === "http" || (to === "cursor" && http["type"] === undefined), `type ${String(http["type"])}`);
        assert.deepEqual(
          Object.fromEntries(Object.entries((http["headers"] as Record<string, string>) ?? {}).map(([key, value]) => [key, normalizeRefs(value)])),
          one.headers,
        );
      } finally {
        if (!process.env["SVC_CONFORMANCE_KEEP"]) await sandbox.remove();
      }
    });
  }
});
