// Makes one executable: the official Node binary of a platform with the svc blob injected.
// Windows: the Authenticode signature is cleared first (postject would leave a broken one).
// macOS: postject drops the signature, so an ad-hoc one is added (Apple Silicon needs it).
// Usage: node scripts/package-sea.ts <platform> <blob> <out>
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import postject from "postject";
import { fetchNode } from "./fetch-node.ts";
import { adhocSign } from "./macho-sign.ts";
import { platformByName } from "./platforms.ts";

const SENTINEL_FUSE = "NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2";

const [platformName, blob, out] = process.argv.slice(2);
if (!platformName || !blob || !out) {
  process.stderr.write("usage: node scripts/package-sea.ts <platform> <blob> <out>\n");
  process.exit(2);
}
const platform = platformByName(platformName);
const stock = fetchNode(platform.name);
const temporary = `${out}.tmp`;
rmSync(temporary, { force: true });

if (platform.os === "windows") {
  try {
    execFileSync("osslsigncode", ["remove-signature", "-in", stock, "-out", temporary], { stdio: ["ignore", "ignore", "inherit"] });
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    process.stderr.write(missing ? "package-sea: osslsigncode is needed for Windows (apt install osslsigncode)\n" : `package-sea: osslsigncode failed\n`);
    process.exit(1);
  }
} else {
  copyFileSync(stock, temporary);
}
chmodSync(temporary, 0o755);

// postject's LIEF prints a warning per ELF section it cannot name ("Can't find string offset for
// section name '.note.100'", nine for Node's Linux binary): harmless, and a wall of text in every
// `make build`. They are counted and summed up in one line; anything else it prints is shown.
const hidden: string[] = [];
const { warn, log } = console;
const filter =
  (print: (...args: unknown[]) => void) =>
  (...args: unknown[]) => {
    const text = args.map(String).join(" ");
    if (/^warning: Can't find string offset for section name/.test(text)) hidden.push(text);
    else print(...args);
  };
console.warn = filter(warn);
console.log = filter(log);
try {
  await postject.inject(temporary, "NODE_SEA_BLOB", readFileSync(blob), {
    sentinelFuse: SENTINEL_FUSE,
    ...(platform.os === "darwin" ? { machoSegmentName: "NODE_SEA" } : {}),
  });
} finally {
  console.warn = warn;
  console.log = log;
}
if (hidden.length > 0) process.stderr.write(`package-sea: postject noted ${hidden.length} unnamed ELF section${hidden.length === 1 ? "" : "s"} (harmless)\n`);

if (platform.os === "darwin") writeFileSync(temporary, adhocSign(readFileSync(temporary), "svc"));
chmodSync(temporary, 0o755);
renameSync(temporary, out);
process.stderr.write(`package-sea: ${out} (${platform.name})\n`);
