import type { ServerAnswer, ServerSend } from '@carclub/contracts/server-render';

/** The path of a call's address: what a kept answer is found by. */
const pathOf = (url: string) => new URL(url, 'http://carclub.page-calls').pathname;

/** The API calls of one page request, answered in-process. */
export interface PageCalls {
  /**
   * `GET url`, asked by the server before the page renders (whether its vehicle or member
   * exists); a 200 answer is kept for the render's own call of the same path.
   */
  ask(url: string): Promise<ServerAnswer>;
  /** The render's calls: a kept answer for the path, once; else the API answers afresh. */
  send: ServerSend;
}

/**
 * The calls of one page, answered by `send`. The server asks the API for a vehicle's or a member's
 * page before rendering it (for its share tags and status), and the render then asks the same:
 * answering that from the first answer keeps the page at one database read and one counted view,
 * and its tags and content from the same data. Only the path matters: the query the apps add
 * (`?lang=`) changes no 200 answer of the two routes asked for. A call with no kept answer, or
 * made again, goes to the API as before.
 */
export function pageCalls(send: ServerSend): PageCalls {
  const kept = new Map<string, ServerAnswer>();
  return {
    async ask(url) {
      const answer = await send({ method: 'GET', url, headers: {} });
      if (answer.status === 200) kept.set(pathOf(url), answer);
      return answer;
    },
    async send(call) {
      const path = call.method === 'GET' ? pathOf(call.url) : null;
      const answer = path === null ? undefined : kept.get(path);
      if (path === null || answer === undefined) return send(call);
      kept.delete(path);
      return answer;
    },
  };
}
