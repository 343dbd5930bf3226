// Writes SHA256SUMS.sig beside SHA256SUMS (docs/promises.md#release-signing): the base64url ed25519 signature over the
// file's exact bytes, made with SVC_RELEASE_SIGNING_KEY. Without that key it signs with
// keys/development.key and says loudly that this is a development release, which only development
// builds trust. Which key, and what is refused: release-key.ts.
// Usage: node scripts/sign-sums.ts dist/SHA256SUMS
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { signSums } from "../src/release/signature.ts";
import { releaseSigningKey } from "./release-key.ts";

const root = path.resolve(import.meta.dirname, "..");

function fail(message: string): never {
  process.stderr.write(`sign-sums: ${message}\n`);
  process.exit(1);
}

const file = process.argv[2] ?? fail("usage: node scripts/sign-sums.ts dist/SHA256SUMS");
let chosen;
try {
  chosen = releaseSigningKey();
} catch (error) {
  fail((error as Error).message);
}
const { key, development } = chosen;
const out = `${file}.sig`;
writeFileSync(out, `${signSums(readFileSync(file), key)}\n`);
if (!development) {
  process.stderr.write(`sign-sums: ${path.relative(root, out)} signed with SVC_RELEASE_SIGNING_KEY (kid ${key.kid})\n`);
} else {
  process.stderr.write(
    `sign-sums: *** DEVELOPMENT RELEASE *** ${path.relative(root, out)} is signed with keys/development.key (kid ${key.kid}), which is public:\n` +
      "sign-sums: only development builds trust it. For a real release set SVC_RELEASE_SIGNING_KEY (and SVC_UPDATE_PUBLIC_KEYS).\n",
  );
}
