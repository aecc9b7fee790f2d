/**
 * What only the shell's server render uses, kept out of the shared module the browser downloads.
 * It is not shared itself: it is bundled into the shell's server build beside the @carclub/router
 * the shell provides, so both reach the same react-router module, and the remotes, which the
 * server loads after the shell (`loaded-first`), render with the shell's router and its contexts.
 * That holds only in the shell: an ESLint rule keeps every other module from importing it.
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
export type { StaticHandlerContext } from 'react-router';
