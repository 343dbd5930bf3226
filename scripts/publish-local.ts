// Publishes this machine's own build for `make run`, as `make dist` publishes a release: the
// executable under its release name (svc-latest-linux-amd64, …), SHA256SUMS, SHA256SUMS.sig
// (release-key.ts: SVC_RELEASE_SIGNING_KEY, else the development key) and VERSION, in one folder
// that `svc serve` reads as SVC_DOWNLOAD_DIR. So the home page's `curl …/install.sh | sh`
// installs svc from the local server. The executable itself says its version and platform.
// Files of another platform left in the folder by an earlier run are removed: every file served
// is listed in SHA256SUMS.
// Usage: node scripts/publish-local.ts dist/svc build/downloads
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, chmodSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { downloadName, RELEASE_PLATFORMS, type ReleasePlatform } from "../src/core/build-info.ts";
import { signSums } from "../src/release/signature.ts";
import { releaseSigningKey } from "./release-key.ts";

function fail(message: string): never {
  process.stderr.write(`publish-local: ${message}\n`);
  process.exit(1);
}

const usage = "usage: node scripts/publish-local.ts <executable> <folder>";
const executable = process.argv[2] ?? fail(usage);
const folder = process.argv[3] ?? fail(usage);

let about: { version: string; platform: string; keys: string };
try {
  about = JSON.parse(execFileSync(path.resolve(executable), ["version", "--json"], { encoding: "utf8" })) as typeof about;
} catch (error) {
  fail(`${executable} does not run (${(error as Error).message.split("\n")[0]}); build it first (make build)`);
}
if (!(RELEASE_PLATFORMS as readonly string[]).includes(about.platform))
  fail(`${executable} says its platform is ${about.platform}, which is no release platform`);
const name = downloadName(about.platform as ReleasePlatform);

let signing;
try {
  signing = releaseSigningKey();
} catch (error) {
  fail((error as Error).message);
}

mkdirSync(folder, { recursive: true });
for (const file of readdirSync(folder)) {
  if (file.startsWith("svc-latest-") && file !== name) rmSync(path.join(folder, file), { force: true });
}
/** Written beside, then renamed: a server reading the folder never sees half a file. */
function publish(file: string, write: (temporary: string) => void): void {
  const temporary = path.join(folder, `.${file}.tmp`);
  write(temporary);
  renameSync(temporary, path.join(folder, file));
}
publish(name, (temporary) => {
  copyFileSync(executable, temporary);
  chmodSync(temporary, 0o755);
});
const sums = Buffer.from(`${createHash("sha256").update(readFileSync(executable)).digest("hex")}  ${name}\n`);
publish("SHA256SUMS", (temporary) => writeFileSync(temporary, sums));
publish("SHA256SUMS.sig", (temporary) => writeFileSync(temporary, `${signSums(sums, signing.key)}\n`));
publish("VERSION", (temporary) => writeFileSync(temporary, `${about.version}\n`));

const signer = signing.development
  ? `the development key (kid ${signing.key.kid}; only development builds trust it)`
  : `SVC_RELEASE_SIGNING_KEY (kid ${signing.key.kid})`;
process.stderr.write(`publish-local: ${path.join(folder, name)} ${about.version} (${about.keys} build), SHA256SUMS signed with ${signer}\n`);
