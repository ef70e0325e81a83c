/** A connection's liveness flag: StreamConnection has it. */
export interface HeartbeatMember {
  alive: boolean;
  close(): void;
}

export interface HeartbeatSocket {
  ping(): void;
  terminate(): void;
}

/**
 * One timer for every socket: each round pings, and terminates the sockets that have not
 * answered the previous round's ping (nor sent anything) — a peer that vanished without a
 * close frame would otherwise hold its subscriptions forever.
 */
export class Heartbeat {
  private readonly members = new Map<HeartbeatMember, HeartbeatSocket>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(intervalMs: number) {
    this.timer = setInterval(() => this.beat(), intervalMs);
    this.timer.unref();
  }

  get size(): number {
    return this.members.size;
  }

  add(connection: HeartbeatMember, socket: HeartbeatSocket): void {
    this.members.set(connection, socket);
  }

  remove(connection: HeartbeatMember): void {
    this.members.delete(connection);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  beat(): void {
    for (const [connection, socket] of this.members) {
      if (!connection.alive) {
        this.members.delete(connection);
        connection.close();
        socket.terminate();
        continue;
      }
      connection.alive = false;
      socket.ping();
    }
  }
}
