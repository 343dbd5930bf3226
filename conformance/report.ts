// Prints the tables the conformance run left in conformance/.results: per source and target tool,
// kind × (items svc wrote, items the tool sees); "—" where the tool's CLI cannot list that kind.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const results = path.join(import.meta.dirname, ".results");
const files = existsSync(results)
  ? readdirSync(results)
      .filter((file) => file.endsWith(".txt"))
      .sort()
  : [];
console.log(`\n=== What the tools see of svc's output (${files.length} tables; — = the CLI cannot list that kind offline)\n`);
for (const file of files) console.log(readFileSync(path.join(results, file), "utf8"));
