import type { IncomingMessage, ServerResponse } from 'node:http';

/** Server-sent events to every open page; a comment line every 25 s keeps proxies from closing the stream. */
export class LiveChannel {
  private clients = new Set<ServerResponse>();
  private timer = setInterval(() => {
    for (const c of this.clients) c.write(': ping\n\n');
  }, 25_000);
  private closed = false;

  handle(req: IncomingMessage, res: ServerResponse): void {
    // a page reconnecting while the server shuts down: 204 tells EventSource not to try again
    if (this.closed) {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write('retry: 500\n\n');
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(event: object): void {
    const data = `data: ${JSON.stringify(event)}\n\n`;
    for (const c of this.clients) c.write(data);
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    for (const c of this.clients) c.end();
    this.clients.clear();
  }
}
