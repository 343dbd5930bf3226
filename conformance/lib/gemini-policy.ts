// Gemini CLI's own policy engine, asked offline what it decides for some tool calls. The CLI has
// no command that lists or evaluates policies outside a session (`/policies list` is interactive),
// so this runs the engine its bundle ships: the same createPolicyEngineConfig (which loads
// ~/.gemini/policies/*.toml, the settings' deprecated tools lists and MCP settings) and
// PolicyEngine.check the CLI runs before every tool call, in default approval mode, interactive.
//
// Run in the sandbox (HOME is its home): reads [{name, args?}] as JSON on stdin, prints one
// {decision, source} per call, and the policy file errors Gemini would print.
import { readdirSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const BUNDLE = path.resolve(import.meta.dirname, "../node_modules/@google/gemini-cli/bundle");

interface Engine {
  check(call: { name: string; args?: Record<string, unknown> }, serverName?: string): Promise<{ decision: string; rule?: { source?: string } }>;
}
interface Core {
  createPolicyEngineConfig(
    settings: Record<string, unknown>,
    approvalMode: string,
    defaultPoliciesDir?: string,
    interactive?: boolean,
  ): Promise<Record<string, unknown>>;
  PolicyEngine: new (config: Record<string, unknown>) => Engine;
  coreEvents?: { on(event: string, listener: (...args: unknown[]) => void): void };
}

/** The bundle chunk that exports the engine (its file name is a build hash). */
async function core(): Promise<Core> {
  for (const file of readdirSync(BUNDLE).filter((name) => name.startsWith("chunk-") && name.endsWith(".js"))) {
    const text = readFileSync(path.join(BUNDLE, file), "utf8");
    if (!/\bcreatePolicyEngineConfig,?\n/.test(text.slice(-40_000)) || !/\bPolicyEngine,?\n/.test(text.slice(-40_000))) continue;
    return (await import(pathToFileURL(path.join(BUNDLE, file)).href)) as Core;
  }
  throw new Error(`no chunk of ${BUNDLE} exports createPolicyEngineConfig and PolicyEngine: the Gemini CLI bundle changed shape`);
}

const calls = JSON.parse(readFileSync(0, "utf8")) as { name: string; args?: Record<string, unknown> }[];
const settingsFile = path.join(homedir(), ".gemini/settings.json");
let settings: Record<string, unknown> = {};
try {
  settings = JSON.parse(readFileSync(settingsFile, "utf8")) as Record<string, unknown>;
} catch {
  /* no settings */
}
const gemini = await core();
const complaints: string[] = [];
gemini.coreEvents?.on("user-feedback", (payload: unknown) => complaints.push(String((payload as { message?: string }).message ?? payload)));
const config = await gemini.createPolicyEngineConfig(
  { mcp: settings["mcp"], tools: settings["tools"], mcpServers: settings["mcpServers"], policyPaths: settings["policyPaths"] },
  "default",
  undefined,
  true,
);
const engine = new gemini.PolicyEngine({ ...config, approvalMode: "default" });
const decisions = [];
for (const call of calls) {
  const { decision, rule } = await engine.check({ name: call.name, args: call.args ?? {} });
  decisions.push({ decision, source: rule?.source ?? null });
}
process.stdout.write(`${JSON.stringify({ decisions, complaints })}\n`);
