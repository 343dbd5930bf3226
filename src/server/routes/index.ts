// The route table: every endpoint of the service, one group a file.
import type { Route } from "../app.ts";
import { adRoutes } from "./ads.ts";
import { catalogRoutes } from "./catalog.ts";
import { checkoutRoutes } from "./checkout.ts";
import { documentRoutes } from "./documents.ts";
import { downloadRoutes } from "./downloads.ts";
import { licenseRoutes } from "./license.ts";
import { mcpRoutes } from "./mcp.ts";
import { operationRoutes } from "./operations.ts";
import { pageRoutes } from "./pages.ts";
import { updatesRoutes } from "./updates.ts";
import { webhookRoutes } from "./webhook.ts";

export const ROUTES: readonly Route[] = [
  ...catalogRoutes,
  ...checkoutRoutes,
  ...licenseRoutes,
  ...webhookRoutes,
  ...updatesRoutes,
  ...adRoutes,
  ...mcpRoutes,
  ...downloadRoutes,
  ...documentRoutes,
  ...pageRoutes,
  ...operationRoutes,
];
