// Workspace members from the globs a project declares (npm/pnpm workspaces, Cargo members).
import { readdirSync } from "node:fs";
import path from "node:path";
import { DECOY_FOLDERS } from "../io.ts";
import { isDirectory } from "./profile.ts";

/** Workspace globs of the simple kinds projects use: `packages/*`, `apps/web`, `libs/**`. */
export function expandWorkspaces(root: string, patterns: string[]): string[] {
  const out: string[] = [];
  for (const pattern of patterns) {
    if (pattern.startsWith("!")) continue;
    const clean = pattern.replace(/\/$/, "");
    const star = clean.indexOf("*");
    if (star === -1) {
      if (isDirectory(path.join(root, clean))) out.push(clean);
      continue;
    }
    const base = clean.slice(0, star).replace(/\/$/, "");
    let entries: string[] = [];
    try {
      entries = readdirSync(path.join(root, base)).sort();
    } catch {
      continue;
    }
    for (const entry of entries) {
      const member = base === "" ? entry : `${base}/${entry}`;
      if (!(DECOY_FOLDERS as readonly string[]).includes(entry) && isDirectory(path.join(root, member))) out.push(member);
    }
  }
  return [...new Set(out)];
}
