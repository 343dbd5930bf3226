// A free TCP port on 127.0.0.1 for a server a test starts itself on a fixed port (a PostgreSQL
// cluster, nginx, a replica restarted on the same port): the kernel's pick for a listener that is
// closed again at once.
import net from "node:net";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
