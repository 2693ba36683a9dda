import net from 'node:net';
import path from 'node:path';
import { control, portalUrl, repoRoot } from './browser';

/** A loopback port nothing listens on: taken from the system, then let go. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A second copy of the shell whose config.json points the API at a closed port: sign-in works
 * (the Auth emulator is reachable), every API call fails as it does when the API is down.
 * Our own API is never stopped or faked. Answers the copy's origin and how to stop serving it.
 */
export async function shellWithUnreachableApi(): Promise<{ origin: string; stop: () => Promise<void> }> {
  return shellWithApiAt(`http://127.0.0.1:${await closedPort()}`);
}

/** A second copy of the shell (and the test portal's remotes) whose config.json points the API at `apiBaseUrl`. */
export async function shellWithApiAt(apiBaseUrl: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  const config = await (await fetch(portalUrl('/config.json'))).json();
  const remotes = await (await fetch(portalUrl('/remotes.json'))).text();
  const { port } = await control('serve', {
    dir: path.join(repoRoot, 'shell', 'dist'),
    spa: true,
    files: { '/config.json': JSON.stringify({ ...config, apiBaseUrl }), '/remotes.json': remotes },
  });
  return {
    origin: `http://localhost:${port}`,
    stop: async () => {
      await control('unserve', { port });
    },
  };
}
