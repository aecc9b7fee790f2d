import {
  type NotificationStreamEvent,
  notificationStreamEventSchema,
  type OpenReportsEvent,
  openReportsEventSchema,
} from '@carclub/contracts';

/**
 * Reads Server-Sent Events off a real HTTP response: `next` one `unread` event at a time,
 * `nextReports` one `reports` event (staff streams), `nextOf` one of any name. Each skips frames
 * of other names.
 */
export class EventReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  async next(timeoutMs = 5_000): Promise<NotificationStreamEvent> {
    return notificationStreamEventSchema.parse(await this.nextData('unread', timeoutMs));
  }

  async nextReports(timeoutMs = 5_000): Promise<OpenReportsEvent> {
    return openReportsEventSchema.parse(await this.nextData('reports', timeoutMs));
  }

  /** The data of the next event named `name` (a discussion's `comment` or `counts`), unchecked. */
  nextOf(name: string, timeoutMs = 5_000): Promise<unknown> {
    return this.nextData(name, timeoutMs);
  }

  private async nextData(name: string, timeoutMs: number): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frames = this.buffer.split('\n\n');
      for (let index = 0; index < frames.length - 1; index += 1) {
        const frame = frames[index]!;
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (frame.split('\n').includes(`event: ${name}`) && data !== undefined) {
          this.buffer = frames.slice(index + 1).join('\n\n');
          return JSON.parse(data);
        }
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      // Cleared once a chunk comes: a long wait left pending would hold Jest's exit.
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new Error('no event in time')), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk.done) throw new Error('the stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }
}
