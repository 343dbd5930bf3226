// Writes docs/tools.md from the tool declarations (src/harness/tools/doc.ts):
//   node_modules/.bin/node scripts/tools-doc.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import { toolsDocument } from "../src/harness/tools/doc.ts";

const file = path.resolve(import.meta.dirname, "..", "docs", "tools.md");
writeFileSync(file, toolsDocument());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
