// POST /mcp, the remote MCP endpoint (docs/service.md#the-remote-mcp-endpoint). Rate limits count what an agent does: each
// tool call counts with the POST routes (handleMcp takes it); the transport's own requests
// (initialize, notifications, tools/list, the GET a client tries for an event stream) count only
// with the GET routes, so an SDK session's handshake costs no tool call. GET and DELETE answer
// 405 from the route table (stateless: no event stream, no session). The SDK loads on the first
// request, not when the server starts.
import type { Route } from "../app.ts";
import { securityHeaders } from "../http/security-headers.ts";

export const mcpRoutes: readonly Route[] = [
  {
    method: "POST",
    path: "/mcp",
    limit: "get",
    handler: async (req, deps) => {
      // The SDK writes this answer itself; these headers, set first, are merged into its head
      // (an error answered before it starts replaces them with send's own).
      req.res.setHeader("x-request-id", req.id);
      req.res.setHeader("x-content-type-options", "nosniff");
      req.res.setHeader("cache-control", "no-store");
      const security = securityHeaders(deps.config.baseUrl);
      for (let index = 0; index < security.length; index += 2) req.res.setHeader(security[index]!, security[index + 1]!);
      const { handleMcp } = await import("../mcp/remote.ts");
      await handleMcp(req, deps);
      return { handled: true };
    },
  },
];
