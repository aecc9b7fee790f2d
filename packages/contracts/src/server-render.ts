/**
 * The contract between two deploy units: the shell's server build (the container `shell`, module
 * `./server-render`) renders pages, and the API loads it at runtime and calls it. Types only.
 */

import type { RegistryEntry } from './deploy';
import type { Language } from './languages';

/** The shell's server container name and the module it exposes. */
export const SHELL_SERVER_RENDER_MODULE = { container: 'shell', expose: 'server-render' } as const;

/** An API call the server render makes: the address is the API's own, query included. */
export interface ServerCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** The API's answer to a ServerCall, as it would have gone over the wire. */
export interface ServerAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export type ServerSend = (call: ServerCall) => Promise<ServerAnswer>;

export type PageLanguage = Language;

export interface RenderPageRequest {
  /** The page's address as asked: path and query (`/cars?fuelType=diesel`). */
  url: string;
  language: PageLanguage;
  /**
   * Whether the browser holds credentials (the apps' token cookie): the header is then a member's,
   * their name still loading, as the browser will render it first. Absent from older APIs: false.
   */
  storedSession?: boolean;
  /** The live remotes (`remotes.json`). */
  registry: readonly RegistryEntry[];
  /** The server build of a remote's `./routes`; rejects when it cannot be loaded. */
  loadRemote(remote: RegistryEntry): Promise<unknown>;
}

export type RenderPageResult =
  | {
      rendered: true;
      /** 200, or 404 for an address no page matches. */
      status: number;
      /** What goes inside the page's root element. */
      html: string;
      /** The data block the browser hydrates from, for the end of `<body>`. */
      stateScript: string;
      /** The remote release whose page it is (its styles and scripts go in the head), if any. */
      remote: RegistryEntry | null;
      /**
       * The page's `<title>` as the browser will set it ("Вхід · CarClub"), from its route, for
       * an address whose head the server has no title of its own for. Absent from older shells.
       */
      title?: string;
    }
  | {
      /** The page is left to the browser, which renders it as it did before server rendering. */
      rendered: false;
      reason: string;
      error?: unknown;
      /**
       * Where an address that only leads elsewhere leads (`/messages` to `/`): the server answers
       * with a redirect there, as the browser's router would. Absent from older shells.
       */
      redirectTo?: string;
    };

export interface ServerRenderer {
  renderPage(request: RenderPageRequest): Promise<RenderPageResult>;
}

/** What `shell/server-render` exports. */
export interface ServerRenderModule {
  /** Made once per shell release; `send` answers the API calls pages make while rendering. */
  createServerRenderer(options: { send: ServerSend }): Promise<ServerRenderer>;
}
