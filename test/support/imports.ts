// The import graph of the source tree, read from the files' text: every `import … from`, bare
// `import "…"`, `export … from` and `import("…")` whose specifier is a relative path, type-only
// ones included (a type cycle ties modules together as surely as a value one does). Strings,
// comments, template literals and regular expressions are masked first, so an import written
// inside one (a generated script, an example in a comment) is not taken for one of the file's own.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** Every `.ts` file under `root`, as paths relative to `base`, with forward slashes. */
export function sourceFiles(root: string, base: string): string[] {
  const out: string[] = [];
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder).sort()) {
      const full = path.join(folder, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".ts")) out.push(path.relative(base, full).split(path.sep).join("/"));
    }
  };
  walk(root);
  return out;
}

/** Words after which a `/` starts a regular expression rather than dividing. */
const BEFORE_REGEX = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);

/**
 * The text with the contents of comments, template literals' text and regular expressions turned
 * to spaces, and the contents of quoted strings to `x`: same length, so an offset into it is an
 * offset into the text. Quotes stay, so a specifier's position can be found and read back.
 * `comments`, when given, receives each comment's span, delimiters included (test/docs.test.ts
 * reads the citations in them).
 */
export function maskedCode(text: string, comments?: { start: number; end: number }[]): string {
  const out = text.split("");
  const blank = (from: number, to: number, fill: string): void => {
    for (let index = from; index < to; index++) if (out[index] !== "\n") out[index] = fill;
  };
  // Open template literals' `${` depths: a `}` at that depth ends the expression.
  const templates: number[] = [];
  let depth = 0;
  let previous = ""; // the last significant token: a punctuator or a word
  let index = 0;
  const templateText = (start: number): number => {
    // From just inside a backtick (or after a `}` closing an expression) to the closing backtick or `${`.
    let at = start;
    while (at < text.length) {
      const char = text[at];
      if (char === "\\") at += 2;
      else if (char === "`") {
        blank(start, at, " ");
        return at + 1;
      } else if (char === "$" && text[at + 1] === "{") {
        blank(start, at, " ");
        templates.push(depth);
        depth++;
        return at + 2;
      } else at++;
    }
    blank(start, text.length, " ");
    return text.length;
  };
  while (index < text.length) {
    const char = text[index] as string;
    const next = text[index + 1];
    if (char === "/" && next === "/") {
      const end = text.indexOf("\n", index);
      const stop = end === -1 ? text.length : end;
      comments?.push({ start: index, end: stop });
      blank(index, stop, " ");
      index = stop;
    } else if (char === "/" && next === "*") {
      const end = text.indexOf("*/", index + 2);
      const stop = end === -1 ? text.length : end + 2;
      comments?.push({ start: index, end: stop });
      blank(index, stop, " ");
      index = stop;
    } else if (char === '"' || char === "'") {
      let at = index + 1;
      while (at < text.length && text[at] !== char && text[at] !== "\n") at += text[at] === "\\" ? 2 : 1;
      blank(index + 1, Math.min(at, text.length), "x");
      index = at + 1;
      previous = "x";
    } else if (char === "`") {
      index = templateText(index + 1);
      previous = "x";
    } else if (char === "/") {
      const regex = previous === "" || /^[(,=:[!&|?{};+\-*%<>~^]$/.test(previous) || BEFORE_REGEX.has(previous);
      if (!regex) {
        previous = "/";
        index++;
        continue;
      }
      let at = index + 1;
      let inClass = false;
      while (at < text.length && text[at] !== "\n") {
        const inside = text[at];
        if (inside === "\\") at++;
        else if (inside === "[") inClass = true;
        else if (inside === "]") inClass = false;
        else if (inside === "/" && !inClass) break;
        at++;
      }
      blank(index + 1, at, " ");
      index = at + 1;
      previous = "x";
    } else if (char === "{") {
      depth++;
      previous = char;
      index++;
    } else if (char === "}") {
      depth--;
      if (templates.length > 0 && templates[templates.length - 1] === depth) {
        templates.pop();
        index = templateText(index + 1);
        previous = "x";
      } else {
        previous = char;
        index++;
      }
    } else if (/[A-Za-z_$0-9]/.test(char)) {
      let at = index;
      while (at < text.length && /[A-Za-z_$0-9]/.test(text[at] as string)) at++;
      previous = text.slice(index, at);
      index = at;
    } else {
      if (!/\s/.test(char)) previous = char;
      index++;
    }
  }
  return out.join("");
}

const SPECIFIERS = [
  // import x from "…", import type { X } from "…", import * as x from "…"; export { x } from "…", export * from "…"
  /\b(?:import|export)\s+(?:type\s+)?[\w$\s{},*]*?\bfrom\s*(["'])([^"'\n]*)\1/dg,
  // import "…" (for its effects)
  /\bimport\s*(["'])([^"'\n]*)\1/dg,
  // import("…"), in code or in a type
  /\bimport\s*\(\s*(["'])([^"'\n]*)\1/dg,
];

/** The module specifiers a file's text names, in order of appearance. */
export function specifiersOf(text: string): string[] {
  const masked = maskedCode(text);
  const found: { at: number; specifier: string }[] = [];
  for (const pattern of SPECIFIERS) {
    for (const match of masked.matchAll(pattern)) {
      const [start, end] = match.indices?.[2] ?? [0, 0];
      found.push({ at: start, specifier: text.slice(start, end) });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ specifier }) => specifier);
}

/** A relative specifier as the file it names (relative to `base`), or undefined when it names a package or no file. */
export function resolveSpecifier(base: string, importer: string, specifier: string): string | undefined {
  if (!specifier.startsWith("./") && !specifier.startsWith("../")) return undefined;
  const target = path.resolve(base, path.dirname(importer), specifier);
  const candidates = [target, target.replace(/\.js$/, ".ts"), `${target}.ts`, path.join(target, "index.ts")];
  const file = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return file === undefined ? undefined : path.relative(base, file).split(path.sep).join("/");
}

/** File → the files it imports, for every file given (paths relative to `base`). */
export function importGraph(base: string, files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = specifiersOf(readFileSync(path.join(base, file), "utf8"))
      .map((specifier) => resolveSpecifier(base, file, specifier))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components with more than one file (or a file importing itself): the files tied in a loop. */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative so a deep chain cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++] as string;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(target) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || (graph.get(frame.node) ?? []).includes(frame.node)) out.push(component.sort());
      }
    }
  }
  return out.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/**
 * Loops to show for a circle: for each import inside it, the shortest way back from the imported
 * file to the importer, each loop once (written from its least file). Every import that ties the
 * circle lies on at least one of them, so breaking what they show breaks the circle.
 */
export function loopsOf(graph: ReadonlyMap<string, readonly string[]>, circle: readonly string[]): string[][] {
  const members = new Set(circle);
  const seen = new Map<string, string[]>();
  for (const from of circle) {
    for (const to of graph.get(from) ?? []) {
      if (!members.has(to)) continue;
      const back = shortestPath(graph, members, to, from);
      if (back === undefined) continue;
      const loop = [from, ...back.slice(0, -1)];
      const least = loop.indexOf([...loop].sort()[0] as string);
      const rotated = [...loop.slice(least), ...loop.slice(0, least)];
      seen.set(rotated.join(" → "), rotated);
    }
  }
  return [...seen.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, loop]) => loop);
}

function shortestPath(graph: ReadonlyMap<string, readonly string[]>, within: ReadonlySet<string>, from: string, to: string): string[] | undefined {
  const cameFrom = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (node === to) {
      const route = [node];
      while (route[0] !== from) route.unshift(cameFrom.get(route[0] as string) as string);
      return route;
    }
    for (const next of graph.get(node) ?? []) {
      if (within.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}
