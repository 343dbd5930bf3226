// Prints "<sha256>  <name>" for each file, the format `sha256sum -c` reads (and install.sh checks).
// Usage: node scripts/checksums.ts <file>…
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

for (const file of process.argv.slice(2)) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  process.stdout.write(`${hash.digest("hex")}  ${file}\n`);
}
