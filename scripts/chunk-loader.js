// The loader at the start of dist/svc.cjs (scripts/chunks.ts puts this function expression there
// and calls it). svc's code is split in chunks at its dynamic imports (each command's handler,
// the server, distill, the MCP SDK…); a command compiles only the chunks it runs.
//   eager: the chunks every start needs (the command line, help, version, completion), as
//          functions of the main script: compiled with it, and with its code cache in an executable
//   lazy:  every other chunk, compiled the first time something requires it: deflated and
//          base64-encoded in dist/svc.cjs; in the executable an asset chunk/<name> of its own
//          (its entry in `lazy` is then ""), read only then, and compiled with its code cache (an
//          asset code-cache/<name>) when the executable carries one (scripts/sea-blob.ts)
// A chunk is a CommonJS module body; `require("./<chunk>")` and `require("svc-chunk:<chunk>")`
// load chunks, anything else is Node's require (svc bundles everything but Node's own modules).
(function svcChunks(lazy, eager, wrapper, nodeRequire, filename, dirname) {
  const modules = new Map();
  let sea; // node:sea when this is a single executable, else null

  function executable() {
    if (sea === undefined) {
      const module = nodeRequire("node:sea");
      sea = module.isSea() ? module : null;
    }
    return sea;
  }

  /** The code cache scripts/sea-blob.ts made for this chunk, if this executable carries one. */
  function codeCacheOf(name) {
    if (executable() === null) return undefined;
    try {
      return new Uint8Array(sea.getRawAsset(`code-cache/${name}`));
    } catch {
      return undefined; // a blob made without --code-cache: compiled from the source
    }
  }

  function compile(name) {
    const code = lazy[name] === "" && executable() !== null ? sea.getAsset(`chunk/${name}`, "utf8") : nodeRequire("node:zlib").inflateRawSync(Buffer.from(lazy[name], "base64")).toString("utf8");
    const cachedData = codeCacheOf(name);
    const { Script } = nodeRequire("node:vm");
    // V8 checks the cache against this Node and the source, and compiles afresh when it does not fit.
    const script = new Script(wrapper.prefix + code + wrapper.suffix, cachedData === undefined ? { filename: `svc/${name}` } : { filename: `svc/${name}`, cachedData });
    return script.runInThisContext();
  }

  function load(specifier) {
    const name = specifier.startsWith("./") ? specifier.slice(2) : specifier.startsWith("svc-chunk:") ? specifier.slice(10) : specifier;
    const known = modules.get(name);
    if (known !== undefined) return known.exports;
    const factory = Object.hasOwn(eager, name) ? eager[name] : Object.hasOwn(lazy, name) ? compile(name) : undefined;
    if (factory === undefined) return nodeRequire(specifier);
    const module = { exports: {} };
    modules.set(name, module);
    factory.call(module.exports, module.exports, load, module, filename, dirname);
    return module.exports;
  }
  return load;
})
