import { WebSocket } from 'ws';

export interface Frame {
  type: string;
  [field: string]: unknown;
}

/** A ws client for tests: collects every frame and waits for the one a test expects. */
export class TestClient {
  readonly frames: Frame[] = [];
  private readonly waiters = new Set<() => void>();
  closed = false;
  /** The close frame's code and reason, once the socket closed. */
  closeCode: number | undefined;
  closeReason = '';

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString('utf8')) as Frame);
      for (const wake of this.waiters) wake();
    });
    socket.on('close', (code: number, reason: Buffer) => {
      this.closeCode = code;
      this.closeReason = reason.toString('utf8');
      this.closed = true;
      for (const wake of this.waiters) wake();
    });
  }

  static async open(url: string): Promise<TestClient> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new TestClient(socket);
  }

  send(value: unknown): void {
    this.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  /** The first frame after index `from` that matches, waiting up to `ms`. */
  async next(match: (frame: Frame) => boolean, from = 0, ms = 5_000): Promise<Frame> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.frames.slice(from).find(match);
      if (found) return found;
      if (this.closed) throw new Error('socket closed while waiting for a frame');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  async untilClosed(ms = 10_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error(`still open after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  close(): void {
    this.socket.close();
  }
}

export const ofType =
  (type: string) =>
  (frame: Frame): boolean =>
    frame.type === type;
