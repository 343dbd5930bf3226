// GET /install.sh: static/install.sh with the base address and the release public keys (the ones
// this build's svc upgrade trusts, as DER in standard base64, which openssl reads) filled in. The executable carries the
// script (scripts/bundle.ts defines __SVC_INSTALL_SH__ from the file), so it needs no file next
// to it; run from source (tests), it reads static/install.sh.
import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeBase64url } from "../../core/base64url.ts";
import { spkiOf } from "../../license/ed25519.ts";

declare const __SVC_INSTALL_SH__: string | undefined;

let source: string | undefined;

function scriptSource(): string {
  if (typeof __SVC_INSTALL_SH__ !== "undefined") return __SVC_INSTALL_SH__;
  source ??= readFileSync(path.join(import.meta.dirname, "../../../static/install.sh"), "utf8");
  return source;
}

/** The script for a base address; the address is escaped for the double-quoted sh string it lands in. */
export function installScript(baseUrl: string, updatePublicKeys: readonly string[]): string {
  const escaped = baseUrl.replace(/[\\"$`]/g, (character) => `\\${character}`);
  const keys = updatePublicKeys.flatMap((key) => {
    const decoded = decodeBase64url(key);
    return decoded.ok ? [spkiOf(decoded.bytes).toString("base64")] : [];
  });
  return scriptSource().replaceAll("__SVC_BASE_URL__", escaped).replaceAll("__SVC_UPDATE_PUBLIC_KEYS__", keys.join(" "));
}
