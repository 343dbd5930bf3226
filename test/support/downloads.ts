// A download folder as svc serve publishes it: five release files, SHA256SUMS, SHA256SUMS.sig
// (signed with keys/development.key unless told otherwise) and VERSION.
import { createHash } from "node:crypto";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { parseSigningKey } from "../../src/license/keys.ts";
import { signSums } from "../../src/release/signature.ts";
import { DEV_SIGNING_KEY, tempDir } from "./cli.ts";

export const RELEASE_NAMES = [
  "svc-latest-linux-amd64",
  "svc-latest-linux-arm64",
  "svc-latest-darwin-amd64",
  "svc-latest-darwin-arm64",
  "svc-latest-windows-amd64.exe",
];

/** A download folder with five small "executables", SHA256SUMS, its signature and VERSION; `signingKey: null` leaves it unsigned. */
export async function downloadFolder(version = "9.9.9", options: { signingKey?: string | null } = {}): Promise<string> {
  const dir = await tempDir("svc-downloads-");
  const sums: string[] = [];
  for (const name of RELEASE_NAMES) {
    const content = `#!/bin/sh\necho "svc ${version} (${name})"\n`;
    await writeFile(path.join(dir, name), content, { mode: 0o755 });
    sums.push(`${createHash("sha256").update(content).digest("hex")}  ${name}`);
  }
  const sumsText = `${sums.join("\n")}\n`;
  await writeFile(path.join(dir, "SHA256SUMS"), sumsText);
  const signingKey = options.signingKey === undefined ? DEV_SIGNING_KEY : options.signingKey;
  if (signingKey !== null) await writeFile(path.join(dir, "SHA256SUMS.sig"), `${signSums(Buffer.from(sumsText), parseSigningKey(signingKey, "test key"))}\n`);
  await writeFile(path.join(dir, "VERSION"), `${version}\n`);
  return dir;
}
