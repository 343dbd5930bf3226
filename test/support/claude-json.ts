// A ~/.claude.json shaped like a long-used one: account and OAuth state, feature-flag caches, tips
// and usage counters, and hundreds of projects, each with its prompt history (some with pasted
// text), per-project MCP servers, trust flags and the last session's cost and token counts. Claude
// Code writes the file with two-space indentation and no final newline; prompts hold non-ASCII text
// as people type it (accents, typographic quotes, emoji), which also makes the text two bytes a
// character in V8 — the case that costs a reader the most memory.
import { seededRng } from "./secret-corpus.ts";

export interface ClaudeJsonOptions {
  /** Roughly how big the file is to be, in bytes (the result is within a few KB of it). */
  bytes: number;
  seed?: number;
  /** The home folder the projects live under. */
  home?: string;
  /** User-scope servers at the top level (`mcpServers`). */
  userServers?: Record<string, unknown>;
}

const WORDS = [
  "refactor",
  "the",
  "parser",
  "so",
  "that",
  "tests",
  "pass",
  "add",
  "a",
  "flag",
  "for",
  "retries",
  "why",
  "does",
  "build",
  "fail",
  "on",
  "CI",
  "explain",
  "this",
  "function",
  "migrate",
  "schema",
  "café",
  "naïve",
  "“quoted”",
  "résumé",
  "🙂",
  "deploy",
  "staging",
  "cache",
  "invalidation",
];

function sentence(rng: ReturnType<typeof seededRng>, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[rng.int(WORDS.length)] as string);
  return out.join(" ");
}

function hex(rng: ReturnType<typeof seededRng>, length: number): string {
  let out = "";
  while (out.length < length)
    out += Math.floor(rng.next() * 0x100000000)
      .toString(16)
      .padStart(8, "0");
  return out.slice(0, length);
}

function uuid(rng: ReturnType<typeof seededRng>): string {
  const h = hex(rng, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function project(rng: ReturnType<typeof seededRng>, index: number): Record<string, unknown> {
  const history = [];
  const prompts = 20 + rng.int(80);
  for (let i = 0; i < prompts; i++) {
    const pasted = rng.int(6) === 0 ? { "1": { id: 1, type: "text", content: `${sentence(rng, 200)}\n`.repeat(3 + rng.int(10)) } } : {};
    history.push({ display: sentence(rng, 5 + rng.int(40)), pastedContents: pasted });
  }
  const servers: Record<string, unknown> = {};
  if (index % 3 === 0)
    servers[`db-${index}`] = {
      type: "stdio",
      command: "npx",
      args: ["-y", "@example/postgres-mcp", `postgres://localhost/app${index}`],
      env: { PGPASSWORD: "${PGPASSWORD}" },
    };
  if (index % 5 === 0)
    servers[`docs-${index}`] = { type: "http", url: `https://mcp.example.com/docs/${index}`, headers: { Authorization: "Bearer ${DOCS_TOKEN}" } };
  return {
    allowedTools: index % 4 === 0 ? ["Bash(npm test:*)", "Edit"] : [],
    history,
    mcpContextUris: [],
    mcpServers: servers,
    enabledMcpjsonServers: [],
    disabledMcpjsonServers: index % 7 === 0 ? ["legacy"] : [],
    hasTrustDialogAccepted: true,
    projectOnboardingSeenCount: 1 + rng.int(4),
    hasClaudeMdExternalIncludesApproved: false,
    hasClaudeMdExternalIncludesWarningShown: false,
    lastCost: Math.round(rng.next() * 40000) / 10000,
    lastAPIDuration: rng.int(900000),
    lastDuration: rng.int(9000000),
    lastLinesAdded: rng.int(2000),
    lastLinesRemoved: rng.int(800),
    lastTotalInputTokens: rng.int(9000000),
    lastTotalOutputTokens: rng.int(400000),
    lastTotalCacheCreationInputTokens: rng.int(900000),
    lastTotalCacheReadInputTokens: rng.int(90000000),
    lastSessionId: uuid(rng),
    exampleFiles: ["src/index.ts", "src/cli.ts", "README.md"],
    exampleFilesGeneratedAt: 1750000000000 + rng.int(1e9),
    lastModelUsage: {
      "claude-sonnet-4-5-20250929": {
        inputTokens: rng.int(1e6),
        outputTokens: rng.int(1e5),
        cacheReadInputTokens: rng.int(1e7),
        cacheCreationInputTokens: rng.int(1e6),
        webSearchRequests: 0,
        costUSD: rng.next() * 10,
      },
    },
  };
}

/** The file's text (as Claude Code writes it: two spaces, no final newline). */
export function claudeJson(options: ClaudeJsonOptions): string {
  const rng = seededRng(options.seed ?? 29);
  const home = options.home ?? "/home/dev";
  const flags: Record<string, unknown> = {};
  for (let i = 0; i < 120; i++) flags[`tengu_feature_${hex(rng, 6)}`] = rng.int(2) === 0;
  const head: Record<string, unknown> = {
    numStartups: 1843,
    installMethod: "native",
    autoUpdates: false,
    theme: "dark",
    tipsHistory: { "new-user-warmup": 7, "memory-command": 40, "shift-tab": 1832, "git-worktrees": 1200 },
    promptQueueUseCount: 77,
    userID: hex(rng, 64),
    firstStartTime: "2025-03-02T09:14:51.118Z",
    oauthAccount: {
      accountUuid: uuid(rng),
      emailAddress: "dev@example.com",
      organizationUuid: uuid(rng),
      organizationRole: "admin",
      workspaceRole: null,
      organizationName: "dev@example.com's Organization",
      displayName: "Dev",
      hasExtraUsageEnabled: false,
    },
    hasCompletedOnboarding: true,
    lastOnboardingVersion: "2.0.14",
    subscriptionNoticeCount: 0,
    hasAvailableSubscription: false,
    cachedStatsigGates: flags,
    cachedDynamicConfigs: { tengu_config: { maxTokens: 32000, ratio: 0.5 } },
    cachedGrowthBookFeatures: Object.fromEntries(
      Object.entries(flags)
        .slice(0, 60)
        .map(([key, on]) => [key.replace("tengu_", "gb_"), { on, value: on ? 1 : 0 }]),
    ),
    s1mAccessCache: { [uuid(rng)]: { hasAccess: false, timestamp: 1760000000000 } },
    mcpServers: options.userServers ?? {
      github: { type: "http", url: "https://api.githubcopilot.com/mcp/", headers: { Authorization: "Bearer ${GITHUB_TOKEN}" } },
    },
    projects: {},
    lastReleaseNotesSeen: "2.0.14",
    fallbackAvailableWarningThreshold: 0.5,
    bypassPermissionsModeAccepted: true,
    changelogLastFetched: 1760000000000,
  };
  // Projects are added until the text reaches the size asked for.
  const projects = head["projects"] as Record<string, unknown>;
  let size = JSON.stringify(head, null, 2).length;
  for (let index = 0; size < options.bytes; index++) {
    const one = project(rng, index);
    const key = `${home}/src/project-${index}`;
    projects[key] = one;
    size += Buffer.byteLength(JSON.stringify({ [key]: one }, null, 2)) + 2;
  }
  return JSON.stringify(head, null, 2);
}
