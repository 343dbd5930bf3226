// GET /install.sh: static/install.sh with the base address filled in. The executable carries the
// script (scripts/bundle.ts defines __SVC_INSTALL_SH__ from the file), so it needs no file next
// to it; run from source (tests), it reads static/install.sh.
import { readFileSync } from "node:fs";
import path from "node:path";

declare const __SVC_INSTALL_SH__: string | undefined;

let source: string | undefined;

function scriptSource(): string {
  if (typeof __SVC_INSTALL_SH__ !== "undefined") return __SVC_INSTALL_SH__;
  source ??= readFileSync(path.join(import.meta.dirname, "../../../static/install.sh"), "utf8");
  return source;
}

/** The script for a base address; the address is escaped for the double-quoted sh string it lands in. */
export function installScript(baseUrl: string): string {
  const escaped = baseUrl.replace(/[\\"$`]/g, (character) => `\\${character}`);
  return scriptSource().replaceAll("__SVC_BASE_URL__", escaped);
}
