// The MCP SDK and zod, in one module: the remote /mcp endpoint and `svc mcp` import them only from
// here, and only lazily (await import). scripts/bundle.ts bundles this module on its own as a lazy
// chunk, compiled the first time it is imported, so the ~1 MiB of SDK and zod costs nothing at
// start-up (bench/startup) until an MCP request arrives.
export { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
export { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
export { z } from "zod";
