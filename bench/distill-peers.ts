// Distill against a peer's own rule set: gitleaks (https://github.com/gitleaks/gitleaks), the
// reference secret scanner. Nothing of gitleaks is in this repository: the bench reads a gitleaks
// checkout you point it at, draws its own samples from each rule's regular expression (the
// sampler in test/support/regex-sample.ts), keeps the false-positive samples of the rules' sources
// (`fps` in cmd/generate/config/rules/*.go) as negatives, and embeds every sample in the places a
// harness holds a secret: a markdown line, a sentence of prose, an MCP server's env, headers, URL
// and args (the value after a separate --flag), a Codex TOML env table and a shell export.
// Distill's scanner and secretlint's recommended preset run on the same files in the same run,
// each in a child process of its own (bench/scan-worker.ts: so peak memory is each tool's), several
// passes for time.
//
// Reported: recall per placement and per family (a sample counts when every character of the
// secret as written in the file is covered by a finding), negatives changed, the corpus's harmless
// config values changed, MB/s (CPU time) and peak RSS of both.
//
// Usage: node bench/distill-peers.ts --gitleaks DIR [--per-rule 8] [--passes 5] [--verbose]
//   (DIR: a gitleaks checkout, e.g. `git clone https://github.com/gitleaks/gitleaks`; or GITLEAKS_DIR)
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parse as parseToml } from "smol-toml";
import { generateCorpus, seededRng } from "../test/support/secret-corpus.ts";
import { RegexSampler } from "../test/support/regex-sample.ts";
import { runWorker, type Tool, type WorkerResult } from "./scan-worker.ts";

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};

// --- gitleaks' rules and negatives --------------------------------------------------------------

interface PeerRule {
  id: string;
  regex: string;
  secretGroup: number;
  /** The rule needs a keyword next to the value (gitleaks' semi-generic form). */
  keyworded: boolean;
  keywords: string[];
}

function readRules(dir: string): PeerRule[] {
  const config = parseToml(readFileSync(path.join(dir, "config", "gitleaks.toml"), "utf8")) as {
    rules: Array<{ id: string; regex?: string; secretGroup?: number; keywords?: string[] }>;
  };
  return config.rules
    .filter((rule) => typeof rule.regex === "string" && rule.regex !== "")
    .map((rule) => ({
      id: rule.id,
      regex: rule.regex as string,
      secretGroup: rule.secretGroup ?? 1,
      keyworded: /\[\\w\.-\]\{0,50\}\?/.test(rule.regex as string),
      keywords: rule.keywords ?? [],
    }));
}

/** The string literals of every `fps` list in the rules' Go sources. */
function readNegatives(dir: string): string[] {
  const folder = path.join(dir, "cmd", "generate", "config", "rules");
  const negatives: string[] = [];
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".go"))) {
    const source = readFileSync(path.join(folder, name), "utf8");
    for (const block of source.matchAll(/fps\s*:?=\s*(?:append\(fps,|\[\]string\{)/g)) {
      let depth = 1;
      let index = block.index + block[0].length;
      const start = index;
      while (index < source.length && depth > 0) {
        const char = source[index];
        if (char === "`") index = source.indexOf("`", index + 1);
        else if (char === '"') {
          index++;
          while (index < source.length && source[index] !== '"') index += source[index] === "\\" ? 2 : 1;
        } else if (char === "{" || char === "(") depth++;
        else if (char === "}" || char === ")") depth--;
        index++;
      }
      const body = source.slice(start, index - 1);
      // literal elements only: a string followed by a comma or the end (concatenations and calls are skipped)
      for (const literal of body.matchAll(/(?:^|[{,(]\s*|\n\s*)("(?:[^"\\\n]|\\.)*"|`[^`]*`)\s*(?=,|$|\)|\})/g)) {
        const raw = literal[1] as string;
        let text: string;
        if (raw.startsWith("`")) text = raw.slice(1, -1);
        else {
          try {
            text = JSON.parse(raw.replace(/\\x([0-9a-fA-F]{2})/g, "\\u00$1")) as string;
          } catch {
            continue;
          }
        }
        if (text.trim().length >= 8) negatives.push(text);
      }
    }
  }
  return negatives;
}

/**
 * A rule's expression in JavaScript, loosely: Go's inline flags apply to the whole expression (so it
 * matches at least what the rule matches), POSIX classes spelt out. Null when it does not compile.
 */
function looseRegExp(source: string): RegExp | null {
  const flags = new Set<string>();
  const body = source
    .replace(/\(\?([a-z]+)\)/g, (_, letters: string) => {
      for (const letter of letters) flags.add(letter);
      return "";
    })
    .replace(/\(\?-?([a-z]+):/g, (_, letters: string) => {
      for (const letter of letters) flags.add(letter);
      return "(?:";
    })
    .replace(/\(\?P</g, "(?<")
    .replace(/\\z/g, "$")
    .replace(/\[:alnum:\]/g, "A-Za-z0-9");
  try {
    return new RegExp(body, [...flags].filter((flag) => "is".includes(flag)).join(""));
  } catch {
    return null;
  }
}

/** A family: the vendor part of a rule id (`github-pat` → github, `aws-access-token` → aws). */
function familyOf(id: string): string {
  if (id.startsWith("1password")) return "1password";
  if (/^(?:new-relic|cisco-meraki|microsoft-teams|octopus-deploy|defined-networking|hashicorp-tf)/.test(id)) return id.split("-").slice(0, 2).join("-");
  return id.split("-")[0] as string;
}

// --- placements ---------------------------------------------------------------------------------

interface Placed {
  file: string;
  text: string;
  /** The secret as written in this file (escaped for its syntax). */
  written: string;
}

const jsonInner = (value: string): string => JSON.stringify(value).slice(1, -1);
const tomlInner = jsonInner;

type Placement = (secret: string, rule: PeerRule, index: number) => Placed | null;

function names(rule: PeerRule): { vendor: string; env: string; label: string; flag: string; header: string } {
  const vendor = familyOf(rule.id).replace(/[^a-z0-9]/gi, "") || "svc";
  const noun = /secret/.test(rule.id) ? "secret" : /password/.test(rule.id) ? "password" : /key/.test(rule.id) ? "key" : "token";
  const env = `${vendor.toUpperCase()}_${noun === "key" ? "API_KEY" : noun.toUpperCase()}`;
  return {
    vendor,
    env,
    label: `${vendor[0]?.toUpperCase()}${vendor.slice(1)} ${noun === "key" ? "API key" : noun}`,
    flag: `--${vendor}-${noun === "key" ? "api-key" : noun}`,
    header: `X-${vendor[0]?.toUpperCase()}${vendor.slice(1)}-${noun === "key" ? "Api-Key" : "Token"}`,
  };
}

const PLACEMENTS: Record<string, Placement> = {
  "markdown line": (secret, rule) => {
    const { label } = names(rule);
    return { file: "CLAUDE.md", text: `# Setup\n\n- ${label}: \`${secret}\`\n- Region: eu-west-1\n`, written: secret };
  },
  // a secret with a format of its own stands alone in the sentence; one without is named by its service
  prose: (secret, rule) => {
    const { vendor, label } = names(rule);
    const text = rule.keyworded
      ? `When the nightly sync fails, the ${label.toLowerCase()} is ${secret} and ${vendor} support knows it.\n`
      : `When the nightly sync fails, use ${secret} again and tell support.\n`;
    return { file: "notes.md", text, written: secret };
  },
  "mcp env": (secret, rule) => {
    const { vendor, env } = names(rule);
    const text = `{\n  "mcpServers": {\n    "${vendor}": {\n      "command": "npx",\n      "args": ["-y", "@${vendor}/mcp-server"],\n      "env": {"${env}": "${jsonInner(secret)}", "LOG_LEVEL": "info"}\n    }\n  }\n}\n`;
    return { file: ".mcp.json", text, written: jsonInner(secret) };
  },
  "mcp headers": (secret, rule, index) => {
    const { vendor, header } = names(rule);
    const pair = index % 2 === 0 ? `"Authorization": "Bearer ${jsonInner(secret)}"` : `"${header}": "${jsonInner(secret)}"`;
    const text = `{\n  "mcpServers": {\n    "${vendor}": {\n      "type": "http",\n      "url": "https://mcp.${vendor}.io/mcp",\n      "headers": {${pair}}\n    }\n  }\n}\n`;
    return { file: ".cursor/mcp.json", text, written: jsonInner(secret) };
  },
  "mcp url": (secret, rule) => {
    const { vendor } = names(rule);
    const encoded = encodeURIComponent(secret);
    const text = `{\n  "mcpServers": {\n    "${vendor}": {\n      "type": "sse",\n      "url": "https://mcp.${vendor}.io/sse?api_key=${encoded}&region=eu"\n    }\n  }\n}\n`;
    return { file: ".mcp.json", text, written: encoded };
  },
  "mcp args after --flag": (secret, rule) => {
    const { vendor, flag } = names(rule);
    const text = `{\n  "mcpServers": {\n    "${vendor}": {\n      "command": "npx",\n      "args": ["-y", "@${vendor}/mcp-server", "${flag}", "${jsonInner(secret)}", "--verbose"]\n    }\n  }\n}\n`;
    return { file: ".claude.json", text, written: jsonInner(secret) };
  },
  "codex toml env": (secret, rule) => {
    const { vendor, env } = names(rule);
    const text = `[mcp_servers.${vendor}]\ncommand = "npx"\nargs = ["-y", "@${vendor}/mcp-server"]\nenv = { ${env} = "${tomlInner(secret)}", LOG_LEVEL = "info" }\n`;
    return { file: ".codex/config.toml", text, written: tomlInner(secret) };
  },
  "shell export": (secret, rule) => {
    if (/['\n]/.test(secret)) return null;
    const { env } = names(rule);
    return { file: "commands/deploy.md", text: `Before deploying:\n\n\`\`\`sh\nexport ${env}='${secret}'\nnpm run deploy\n\`\`\`\n`, written: secret };
  },
};

// --- run ----------------------------------------------------------------------------------------

interface Case {
  rule: string;
  family: string;
  placement: string;
  file: string;
  written: string;
  text: string;
}

function covered(text: string, written: string, ranges: ReadonlyArray<readonly [number, number]>): boolean {
  const start = text.indexOf(written);
  if (start === -1) return false;
  for (let offset = start; offset < start + written.length; offset++) {
    if (!ranges.some(([from, to]) => from <= offset && offset < to)) return false;
  }
  return true;
}

async function main(): Promise<void> {
  const dir = argument("--gitleaks") ?? process.env["GITLEAKS_DIR"];
  if (dir === undefined) {
    process.stdout.write("distill peer set: skipped (give a gitleaks checkout with --gitleaks DIR or GITLEAKS_DIR)\n");
    return;
  }
  const perRule = Number(argument("--per-rule") ?? 8);
  const passes = Number(argument("--passes") ?? 5);
  const rng = seededRng(0x9e_1e_a4);
  const rules = readRules(dir);
  const cases: Case[] = [];
  let unsampled = 0;
  for (const rule of rules) {
    let sampler: RegexSampler;
    try {
      sampler = new RegexSampler(rule.regex);
    } catch {
      unsampled++;
      continue;
    }
    for (let index = 0; index < perRule; index++) {
      const sample = sampler.sample(rng);
      const secret = (sample.groups[rule.secretGroup] ?? sample.text).replace(/^["'`]|["'`]$/g, "");
      // a secret is one token of printable characters
      if (secret.length < 8 || /[\s\\]/.test(secret)) continue;
      for (const [placement, place] of Object.entries(PLACEMENTS)) {
        const placed = place(secret, rule, index);
        if (placed !== null) cases.push({ rule: rule.id, family: familyOf(rule.id), placement, ...placed });
      }
    }
  }
  // a negative some rule's expression matches (and gitleaks lets go by an allowlist or a stop word) is
  // counted apart: the target is on negatives that no rule calls a secret
  const expressions = rules.map((rule) => looseRegExp(rule.regex)).filter((expression) => expression !== null);
  const negatives = readNegatives(dir).map((text) => ({
    file: "notes.md",
    text: `Reference: ${text}\n`,
    value: text,
    matched: expressions.some((expression) => expression.test(text)),
  }));
  const harmless = generateCorpus().negatives;
  const root = await mkdtemp(path.join(os.tmpdir(), "svc-bench-peers-"));
  try {
    const files: string[] = [];
    const write = async (name: string, text: string): Promise<void> => {
      const file = path.join(root, `${files.length}`, name);
      await import("node:fs/promises").then((fs) => fs.mkdir(path.dirname(file), { recursive: true }));
      await writeFile(file, text);
      files.push(file);
    };
    for (const item of cases) await write(item.file, item.text);
    for (const item of negatives) await write(item.file, item.text);
    for (const item of harmless) await write(path.basename(item.file), item.text);
    const run = (tool: Tool): WorkerResult & { ranges: Array<Array<[number, number]>> } => {
      const result = runWorker(tool, files, { passes, ranges: true });
      return { ...result, ranges: result.ranges ?? [] };
    };
    const results = { distill: run("distill"), secretlint: run("secretlint") };
    const lines: string[] = [
      `distill vs gitleaks' rule formats (${rules.length} rules, ${new Set(rules.map((rule) => familyOf(rule.id))).size} families, ${cases.length} placed samples from ${perRule} per rule${unsampled ? `, ${unsampled} rules not sampled` : ""}; Node ${process.version}, ${os.cpus().length} cores)`,
    ];
    const recallBy = (tool: keyof typeof results, key: (item: Case) => string): Map<string, [number, number]> => {
      const table = new Map<string, [number, number]>();
      cases.forEach((item, index) => {
        const cell = table.get(key(item)) ?? [0, 0];
        cell[1]++;
        if (covered(item.text, item.written, results[tool].ranges[index] ?? [])) cell[0]++;
        table.set(key(item), cell);
      });
      return table;
    };
    const pct = ([hit, all]: [number, number]): string => `${((100 * hit) / Math.max(1, all)).toFixed(1)}%`;
    const total = (table: Map<string, [number, number]>): [number, number] =>
      [...table.values()].reduce<[number, number]>((sum, [hit, all]) => [sum[0] + hit, sum[1] + all], [0, 0]);
    const byPlacement = { distill: recallBy("distill", (item) => item.placement), secretlint: recallBy("secretlint", (item) => item.placement) };
    lines.push(
      `  recall overall                 distill ${pct(total(byPlacement.distill)).padStart(6)}   secretlint ${pct(total(byPlacement.secretlint)).padStart(6)}   (${total(byPlacement.distill)[1]} samples)`,
    );
    for (const placement of Object.keys(PLACEMENTS)) {
      lines.push(
        `    ${placement.padEnd(28)} distill ${pct(byPlacement.distill.get(placement) ?? [0, 0]).padStart(6)}   secretlint ${pct(byPlacement.secretlint.get(placement) ?? [0, 0]).padStart(6)}`,
      );
    }
    const byFamily = { distill: recallBy("distill", (item) => item.family), secretlint: recallBy("secretlint", (item) => item.family) };
    const families = [...byFamily.distill.keys()].sort();
    const below = families.filter((family) => {
      const [hit, all] = byFamily.distill.get(family) ?? [0, 1];
      return hit / all < 0.95;
    });
    lines.push(
      `  families at ≥95%: ${families.length - below.length}/${families.length}; below: ${below.map((family) => `${family} ${pct(byFamily.distill.get(family) ?? [0, 0])}`).join(", ") || "none"}`,
    );
    if (process.argv.includes("--verbose")) {
      for (const family of families)
        lines.push(
          `    ${family.padEnd(28)} distill ${pct(byFamily.distill.get(family) ?? [0, 0]).padStart(6)}   secretlint ${pct(byFamily.secretlint.get(family) ?? [0, 0]).padStart(6)}`,
        );
      const byRule = recallBy("distill", (item) => `${item.rule} / ${item.placement}`);
      for (const [key, cell] of byRule) if (cell[0] < cell[1]) lines.push(`    missed ${key}: ${cell[1] - cell[0]}/${cell[1]}`);
    }
    const changed = (tool: keyof typeof results, from: number, count: number): number => {
      let hits = 0;
      for (let index = from; index < from + count; index++) if ((results[tool].ranges[index] ?? []).length > 0) hits++;
      return hits;
    };
    const negativesFrom = cases.length;
    const harmlessFrom = cases.length + negatives.length;
    const unmatched = negatives.filter((item) => !item.matched).length;
    for (const tool of ["distill", "secretlint"] as const) {
      const negativeHits = changed(tool, negativesFrom, negatives.length);
      let unmatchedHits = 0;
      negatives.forEach((item, index) => {
        if (!item.matched && (results[tool].ranges[negativesFrom + index] ?? []).length > 0) unmatchedHits++;
      });
      const harmlessHits = changed(tool, harmlessFrom, harmless.length);
      lines.push(
        `  ${tool.padEnd(10)} negatives no rule matches changed ${unmatchedHits}/${unmatched} (${pct([unmatchedHits, unmatched])}); all negatives changed ${negativeHits}/${negatives.length} (${pct([negativeHits, negatives.length])}); harmless config values changed ${harmlessHits}/${harmless.length}`,
      );
    }
    if (process.argv.includes("--verbose")) {
      for (let index = 0; index < negatives.length; index++) {
        if ((results.distill.ranges[negativesFrom + index] ?? []).length > 0)
          lines.push(
            `    negative changed${negatives[index]?.matched ? " (a rule matches it)" : ""}: ${JSON.stringify(negatives[index]?.value).slice(0, 140)}`,
          );
      }
    }
    const mbps = (result: WorkerResult): number => result.bytes / (1024 * 1024) / result.cpuSeconds;
    lines.push(
      `  throughput (${passes} passes over ${files.length} files, CPU time)  distill ${mbps(results.distill).toFixed(2)} MB/s   secretlint ${mbps(results.secretlint).toFixed(2)} MB/s   ratio ${(mbps(results.distill) / mbps(results.secretlint)).toFixed(2)}x`,
      `  peak RSS (each tool in its own process)       distill ${results.distill.maxRssMb.toFixed(0)} MB   secretlint ${results.secretlint.maxRssMb.toFixed(0)} MB`,
      "",
    );
    process.stdout.write(lines.join("\n"));
  } finally {
    if (!process.argv.includes("--keep")) await rm(root, { recursive: true, force: true });
    else process.stderr.write(`files kept in ${root}\n`);
  }
}

await main();
