/** Request counters of one server, read and reset through /__admin/stats. */
export type StatsSnapshot = {
  /** API requests (everything except /media and /__admin), including 304, 404 and OPTIONS. */
  requests: number;
  /** API requests answered 304 Not Modified (a subset of `requests`). */
  notModified: number;
  /** Requests under /media. */
  media: number;
  /** Images drawn for a /media request because the rendition store did not hold them yet. */
  drawn: number;
  /** TCP connections opened by clients (a client that keeps connections alive opens few). */
  connections: number;
};

export class RequestStats {
  #requests = 0;
  #notModified = 0;
  #media = 0;
  #drawn = 0;
  #connections = 0;

  countRequest(): void {
    this.#requests += 1;
  }

  countNotModified(): void {
    this.#notModified += 1;
  }

  countMedia(): void {
    this.#media += 1;
  }

  countDrawn(): void {
    this.#drawn += 1;
  }

  countConnection(): void {
    this.#connections += 1;
  }

  snapshot(): StatsSnapshot {
    return {
      requests: this.#requests,
      notModified: this.#notModified,
      media: this.#media,
      drawn: this.#drawn,
      connections: this.#connections,
    };
  }

  reset(): void {
    this.#requests = 0;
    this.#notModified = 0;
    this.#media = 0;
    this.#drawn = 0;
    this.#connections = 0;
  }
}
