import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small load balancer in front of API instances, as a deployment puts one: each request goes to
 * the next instance in turn, the client's address appended to X-Forwarded-For; one whose instance refuses the connection goes to the next (failover).
 * Answers stream through as they come (an event stream is never buffered); when an instance dies
 * mid-answer the browser's connection is cut too, as a real balancer does.
 * `holdEventStreams` keeps new GET /admin/events requests waiting (a balancer still looking for a
 * healthy instance) until `releaseEventStreams`. `failRequests(true)` answers every other request
 * 502 (no instance answered), while open event streams stay open. `pinEventStreams(i)` sends every
 * new event stream to instance i (while it answers), so a test knows which instance each browser hears.
 */
export interface FailoverProxy {
  url: string;
  /** The instance (index into `backends`) each open event stream is on. */
  openEventStreams(): number[];
  holdEventStreams(): void;
  releaseEventStreams(): void;
  failRequests(failing: boolean): void;
  pinEventStreams(index: number): void;
  close(): Promise<void>;
}

export async function startFailoverProxy(backends: string[]): Promise<FailoverProxy> {
  let next = 0;
  const streams = new Map<http.ServerResponse, number>();
  let held: (() => void)[] | null = null;
  let failing = false;
  let pinned: number | undefined;

  const roundRobin = () => {
    const index = next;
    next = (next + 1) % backends.length;
    return index;
  };
  // A refused request goes to the instance after the one that refused it, not to the next in turn:
  // requests in between move the turn, and could send it back to the same dead instance.
  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, index = roundRobin(), tried = 0): void => {
    const target = new URL(req.url ?? '/', backends[index]);
    // A new connection per request (no keep-alive pool): a pooled socket to an instance that died
    // fails with a reset, not a refusal, and that request would get a 502 instead of the next instance.
    // As a balancer does: the address it was reached from goes on the end of X-Forwarded-For.
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor };
    const upstream = http.request(target, { method: req.method, headers, agent: false }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      res.flushHeaders();
      if (req.url?.startsWith('/admin/events')) {
        streams.set(res, index);
        res.once('close', () => streams.delete(res));
      }
      answer.on('data', (chunk: Buffer) => res.write(chunk));
      answer.once('end', () => res.end());
      // The instance died mid-answer: cut the browser's connection.
      answer.once('error', () => res.destroy());
      answer.once('close', () => {
        if (!answer.complete) res.destroy();
      });
    });
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (res.headersSent) {
        res.destroy();
      } else if (error.code === 'ECONNREFUSED' && tried + 1 < backends.length) {
        forward(req, res, body, (index + 1) % backends.length, tried + 1);
      } else {
        res.writeHead(502, { 'content-type': 'text/plain' }).end('No API instance answered');
      }
    });
    res.once('close', () => upstream.destroy());
    upstream.end(body);
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (failing && !req.url?.startsWith('/admin/events')) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('No API instance answered');
      return;
    }
    const eventStream = req.method === 'GET' && req.url?.startsWith('/admin/events');
    const go = () => forward(req, res, body, eventStream ? pinned : undefined);
    if (held && eventStream) {
      held.push(go);
      return;
    }
    go();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    openEventStreams: () => [...streams.values()],
    holdEventStreams: () => {
      held ??= [];
    },
    releaseEventStreams: () => {
      const waiting = held ?? [];
      held = null;
      for (const go of waiting) go();
    },
    pinEventStreams: (index) => {
      pinned = index;
    },
    failRequests: (next) => {
      failing = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
