import { createEventStreamParser, readEventStream } from '../parse-event-stream';

describe('the event-stream parser', () => {
  it('reads an event whose lines are cut anywhere, even inside a field name', () => {
    const parser = createEventStreamParser();
    expect(parser.push('eve')).toEqual([]);
    expect(parser.push('nt: unread\nda')).toEqual([]);
    expect(parser.push('ta: {"unread":')).toEqual([]);
    expect(parser.push('3}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'unread', data: '{"unread":3}' }]);
  });

  it('returns every event a chunk completes, skips comments (pings) and joins data lines', () => {
    const parser = createEventStreamParser();
    const events = parser.push(
      ': ping\n\nevent: unread\ndata: {"unread":1}\n\n: ping\n\nevent: unread\ndata: a\ndata:b\n\ndata: plain\n\n',
    );
    expect(events).toEqual([
      { event: 'unread', data: '{"unread":1}' },
      { event: 'unread', data: 'a\nb' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('takes CRLF and CR line ends, also a CRLF cut between two chunks', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: unread\r\ndata: 1\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'unread', data: '1' }]);
    expect(parser.push('data: 2\r\r')).toEqual([{ event: 'message', data: '2' }]);
  });

  it('drops an event without data and forgets the name of a dispatched event', () => {
    const parser = createEventStreamParser();
    expect(parser.push('event: unread\n\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });
});

describe('readEventStream', () => {
  it('decodes a character whose bytes arrive in two chunks and reads to the end', async () => {
    const bytes = new TextEncoder().encode('data: Привіт\n\ndata: end\n\n');
    // "П" is two bytes in UTF-8; cut between them.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 7));
        controller.enqueue(bytes.slice(7));
        controller.close();
      },
    });
    const events: string[] = [];
    await readEventStream(body, (event) => events.push(event.data));
    expect(events).toEqual(['Привіт', 'end']);
  });

  it('rejects when the connection drops', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new Error('dropped'));
      },
    });
    await expect(readEventStream(body, () => undefined)).rejects.toThrow('dropped');
  });
});
