// A second writer of ~/.claude.json, as a running Claude Code is one: every few milliseconds it reads
// the file, counts one more start (numStartups) and writes it back whole, through a temporary file
// and a rename, with two-space indentation and no final newline. Each time it reads, it checks that
// the count is still the one it last wrote: a smaller count means another writer replaced the file
// with text read before this writer's update — a lost update. It stops when its standard input
// closes, and prints {writes, lost, last} as JSON.
// Usage: node claude-json-racer.ts FILE [INTERVAL_MS]
import { readFileSync, renameSync, writeFileSync } from "node:fs";

const file = process.argv[2] as string;
const interval = Number(process.argv[3] ?? 10);
let writes = 0;
let lost = 0;
let last: number | null = null;
let stopping = false;
let unreadable = 0;

function once(): void {
  let config: Record<string, unknown>;
  try {
    config = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  } catch {
    unreadable++; // never expected: every writer replaces the file whole
    return;
  }
  const count = Number(config["numStartups"] ?? 0);
  if (last !== null && count < last) lost++;
  config["numStartups"] = count + 1;
  const temporary = `${file}.tmp.${process.pid}.${writes}`;
  writeFileSync(temporary, JSON.stringify(config, null, 2));
  renameSync(temporary, file);
  last = count + 1;
  writes++;
  if (writes === 1) process.stdout.write("started\n");
}

function loop(): void {
  if (stopping) {
    // One last look: the count it wrote last must still be there.
    try {
      const count = Number((JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)["numStartups"] ?? 0);
      if (last !== null && count < last) lost++;
    } catch {
      unreadable++;
    }
    process.stdout.write(`${JSON.stringify({ writes, lost, last, unreadable })}\n`);
    return;
  }
  once();
  setTimeout(loop, interval);
}

process.stdin.on("end", () => (stopping = true));
process.stdin.resume();
loop();
