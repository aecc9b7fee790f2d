import { type NotificationStreamEvent, notificationStreamEventSchema } from '@carclub/contracts';

/** Reads Server-Sent Events off a real HTTP response, one `unread` event at a time. */
export class EventReader {
  private buffer = '';
  private readonly decoder = new TextDecoder();

  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  async next(timeoutMs = 5_000): Promise<NotificationStreamEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frames = this.buffer.split('\n\n');
      for (let index = 0; index < frames.length - 1; index += 1) {
        const frame = frames[index]!;
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (/^event: unread$/m.test(frame) && data !== undefined) {
          this.buffer = frames.slice(index + 1).join('\n\n');
          return notificationStreamEventSchema.parse(JSON.parse(data));
        }
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error('no event in time');
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<never>((_resolve, reject) =>
          setTimeout(() => reject(new Error('no event in time')), remaining),
        ),
      ]);
      if (chunk.done) throw new Error('the stream ended');
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }
}
