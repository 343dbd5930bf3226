// The user's Documents folder as the OS gives it to an app that asks (Cline keeps its global rules,
// workflows and hooks there). Cline asks Windows for the known folder through PowerShell and Linux
// through xdg-user-dir; svc reads what those two read, without their start-up cost: the registry's
// User Shell Folders "Personal" value (moved by OneDrive's backup, by folder redirection), and
// ~/.config/user-dirs.dirs. Elsewhere, and when neither says, ~/Documents.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../../core/output.ts";
import { xdgConfig } from "./types.ts";

const SHELL_FOLDERS = "HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Explorer\\User Shell Folders";

let registryValue: { value: string | undefined } | undefined;

/**
 * The "Personal" (Documents) value of the User Shell Folders key, through reg.exe: only on a
 * Windows host, once per run, and only when a Documents path is needed. undefined when reg.exe
 * cannot say (not Windows, no value, a failure).
 */
export function registryDocuments(): string | undefined {
  if (process.platform !== "win32") return undefined;
  if (registryValue !== undefined) return registryValue.value;
  let value: string | undefined;
  try {
    // reg.exe writes in the console's code page: a name outside ASCII may not survive, and the
    // caller checks that the folder exists before it trusts it.
    const output = execFileSync("reg", ["query", SHELL_FOLDERS, "/v", "Personal"], {
      encoding: "latin1",
      timeout: 5000,
      windowsHide: true,
      stdio: ["ignore", "pipe", "ignore"],
    });
    value = /^\s*Personal\s+REG_(?:EXPAND_)?SZ\s+(.+?)\s*$/m.exec(output)?.[1];
  } catch {
    value = undefined;
  }
  registryValue = { value };
  return value;
}

/** %NAME% references expanded from the environment (names compared as Windows does, in any case); null when one is unknown. */
function expandWindows(value: string, env: Env, home: string): string | null {
  let unknown = false;
  const expanded = value.replace(/%([^%]+)%/g, (_, name: string) => {
    const key = Object.keys(env).find((candidate) => candidate.toUpperCase() === name.toUpperCase());
    const found = key === undefined ? (name.toUpperCase() === "USERPROFILE" ? home : undefined) : env[key];
    if (found === undefined || found === "") unknown = true;
    return found ?? "";
  });
  return unknown ? null : expanded;
}

/** XDG_DOCUMENTS_DIR from user-dirs.dirs ("$HOME/…" or an absolute path), as xdg-user-dir answers it. */
function xdgDocuments(env: Env, home: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(xdgConfig(env, home), "user-dirs.dirs"), "utf8");
  } catch {
    return undefined;
  }
  const value = /^XDG_DOCUMENTS_DIR="([^"]*)"/m.exec(text)?.[1];
  if (value === undefined) return undefined;
  if (value.startsWith("$HOME/")) return path.join(home, value.slice("$HOME/".length));
  return path.isAbsolute(value) && value !== "/" ? value : undefined;
}

/**
 * The Documents folder on this platform: Windows' registry value (read through `registry`), else —
 * when the registry cannot be asked (svc not on Windows, a test) — OneDrive's Documents if it holds
 * a Cline folder and ~/Documents does not; Linux's XDG_DOCUMENTS_DIR; else ~/Documents.
 */
export function documentsFolder(env: Env, home: string, platform: NodeJS.Platform, registry: () => string | undefined = registryDocuments): string {
  const standard = path.join(home, "Documents");
  if (platform === "win32") {
    const value = registry();
    const expanded = value === undefined ? null : expandWindows(value, env, home);
    if (value !== undefined && expanded !== null && expanded !== "" && (!/[^\x20-\x7e]/.test(value) || existsSync(expanded))) return expanded;
    const oneDrive = env["OneDrive"] || env["OneDriveConsumer"] || env["OneDriveCommercial"];
    if (oneDrive && !existsSync(path.join(standard, "Cline")) && existsSync(path.join(oneDrive, "Documents", "Cline"))) return path.join(oneDrive, "Documents");
    return standard;
  }
  if (platform === "linux") return xdgDocuments(env, home) ?? standard;
  return standard;
}
