import type { ServerAnswer, ServerSend } from '@carclub/contracts/server-render';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';

import { apiClient } from './client';

let callsInProcess = false;

/**
 * Whether calls are answered by the API in-process (server rendering): then each answer is one the
 * API has just encoded with the contract's own schema, so the contract holds for it already.
 */
export const answeredInProcess = () => callsInProcess;

function header(headers: ServerAnswer['headers'], name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

function serverAdapter(send: ServerSend): AxiosAdapter {
  return async (config) => {
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [
        name,
        String(value),
      ]),
    );
    const answer = await send({
      method: (config.method ?? 'get').toUpperCase(),
      url: apiClient.getUri(config),
      headers,
    });
    const isJson = header(answer.headers, 'content-type').includes('json');
    const response: AxiosResponse = {
      data: isJson && answer.body !== '' ? (JSON.parse(answer.body) as unknown) : answer.body,
      status: answer.status,
      statusText: '',
      headers: new AxiosHeaders(
        Object.fromEntries(
          Object.keys(answer.headers).map((name) => [name, header(answer.headers, name)]),
        ),
      ),
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    // The shape axios' own adapters reject with, so toApiError maps it as in the browser.
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
}

/**
 * Server rendering only: every call of the shared client goes to `send` (the API answering itself,
 * in-process) instead of the network, so a page rendered on the server gets exactly the payloads,
 * rules and errors the browser would get from the same calls.
 */
export function sendCallsThrough(send: ServerSend): void {
  apiClient.defaults.adapter = serverAdapter(send);
  callsInProcess = true;
}
