// Elixir projects: mix.exs — Mix's own tasks (deps.get, compile, test, format), its aliases (the
// project's recipes, run as `mix <name>`), and the checks its dependencies bring: Credo, Sobelow,
// Dialyxir, ex_check's `mix check`, Phoenix's server, Ecto's migrations, mix_test_watch.
import { readdirSync } from "node:fs";
import path from "node:path";
import { readTextOr } from "../../harness/io.ts";
import { exists, isDirectory } from "../profile.ts";
import type { Reading } from "../reading.ts";
import type { Recipe } from "../recipes.ts";

/** The `aliases` keyword list of mix.exs: `name: "task args"` or `name: ["task", "cmd …", &fun/1]`. */
function aliases(text: string): Map<string, { steps: string[]; line: number }> {
  const out = new Map<string, { steps: string[]; line: number }>();
  const start = /defp?\s+aliases\b[^\n]*\bdo\b|aliases:\s*\[/.exec(text);
  if (start === null) return out;
  const lines = text.slice(start.index).split("\n");
  const offset = text.slice(0, start.index).split("\n").length;
  let current: { name: string; steps: string[] } | undefined;
  for (const [index, raw] of lines.entries()) {
    if (index > 0 && /^\s*end\b/.test(raw) && current === undefined) break;
    const entry = /^\s*(?:"([^"]+)"|([a-z_][\w.]*)):\s*(.*)$/.exec(raw);
    if (entry) {
      const name = entry[1] ?? entry[2] ?? "";
      current = { name, steps: [] };
      out.set(name, { steps: current.steps, line: offset + index });
      raw.replace(/^[^:]*:/, "").replace(/"([^"]*)"/g, (_, step: string) => {
        current?.steps.push(step);
        return "";
      });
      if (/&[\w.]+\/\d/.test(entry[3] ?? "")) current.steps.push("elixir callback.exs");
      if (/\]\s*,?\s*$/.test(entry[3] ?? "") || !/\[/.test(entry[3] ?? "")) current = undefined;
      continue;
    }
    if (current !== undefined) {
      raw.replace(/"([^"]*)"/g, (_, step: string) => {
        current?.steps.push(step);
        return "";
      });
      if (/&[\w.]+\/\d|fn\s/.test(raw)) current.steps.push("elixir callback.exs");
      if (/\]\s*,?\s*$/.test(raw)) current = undefined;
    } else if (/^\s*\]\s*$/.test(raw)) break;
  }
  return out;
}

export async function readElixir({ root, profile, add, runners }: Reading): Promise<void> {
  const text = await readTextOr(path.join(root, "mix.exs"), profile.problems);
  if (text === null) return;
  profile.ecosystems.push("elixir");
  profile.packageManagers.push("mix");
  const app = /app:\s*:(\w+)/.exec(text)?.[1];
  (profile.identities ??= []).push({ ecosystem: "elixir", file: "mix.exs", ...(app !== undefined ? { name: app } : {}) });
  const recipes = new Map<string, Recipe>();
  for (const [name, { steps, line }] of aliases(text)) {
    // Each step is a Mix task (`deps.get`, `ecto.setup`) or a shell command (`cmd npm install`).
    const lines = steps.map((step) => (step.startsWith("cmd ") ? step.slice(4) : step.startsWith("elixir ") ? step : `mix ${step}`));
    // An alias that runs the task it is named after first (`test: ["ecto.create", "test"]`) is that task.
    recipes.set(name, {
      name,
      lines: lines.filter((line) => line !== `mix ${name}` || lines.length === 1),
      deps: [],
      source: { file: "mix.exs", line, detail: `aliases ${name}` },
    });
    if (lines.includes(`mix ${name}`)) recipes.delete(name);
  }
  runners.add({ kind: "mix", recipes, invoke: (name) => `mix ${name}` });
  const dependency = (name: string): boolean => new RegExp(`\\{\\s*:${name}\\s*,`).test(text);
  const source = { file: "mix.exs" };
  const detail = (name: string): { file: string; detail: string } => ({ file: "mix.exs", detail: `(${name})` });
  add("install", "mix deps.get", exists(root, "mix.lock") ? { file: "mix.lock" } : source, "runner");
  add("build", "mix compile", source, "runner");
  if (isDirectory(path.join(root, "test"))) {
    add("test", "mix test", source, "runner");
    add("test-one", "mix test test/<file>_test.exs:<line>", source);
  }
  if (exists(root, ".formatter.exs")) {
    add("format", "mix format", { file: ".formatter.exs" });
    add("format-check", "mix format --check-formatted", { file: ".formatter.exs" });
  }
  if (dependency("credo")) add("lint", "mix credo", detail("credo"));
  if (dependency("dialyxir")) add("typecheck", "mix dialyzer", detail("dialyxir"));
  if (dependency("ex_check")) add("check", "mix check", detail("ex_check"));
  // Ecto as a dependency alone is no database to migrate (a library built on it has none; one
  // that migrates only its test databases does it through its own alias): an application keeps
  // migrations under priv/ (`priv/repo/migrations`) or defines Phoenix's `ecto.setup` alias.
  const migrations =
    isDirectory(path.join(root, "priv")) &&
    readdirSync(path.join(root, "priv"), { withFileTypes: true }).some((entry) => entry.isDirectory() && /repo/i.test(entry.name));
  if (dependency("ecto_sql") && (migrations || recipes.has("ecto.setup"))) add("migrate", "mix ecto.migrate", detail("ecto_sql"), "runner");
  if (dependency("phoenix")) add("dev", "mix phx.server", detail("phoenix"));
  else if (dependency("mix_test_watch")) add("dev", "mix test.watch", detail("mix_test_watch"));
  profile.ignore.push("_build/", "deps/");
}
