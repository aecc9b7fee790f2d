/**
 * `pnpm dev`: the API (tsx watch) plus every app on its own webpack-dev-server port with hot
 * reload. The shell's dev server answers /remotes.json with the remotes' dev servers, so the
 * composed site runs at the shell's port. `pnpm dev mf-garage` runs one remote standalone.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';

import { APP_NAMES, readApp, REPO_ROOT, type AppName } from '../apps';
import type { Registry } from '../site/registry';
import { webpackConfig } from '../webpack-config';

const API_PORT = Number(process.env.API_PORT ?? 4000);
const apiOrigin = `http://127.0.0.1:${API_PORT}`;

const requested = process.argv
  .slice(2)
  .filter((arg): arg is AppName => (APP_NAMES as readonly string[]).includes(arg));
const names: AppName[] = requested.length ? requested : [...APP_NAMES];
const apps = names.map((name) => readApp(name));

const devRegistry: Registry = {
  remotes: apps
    .filter((app) => app.name !== 'shell')
    .map((app) => ({
      name: app.name as Registry['remotes'][number]['name'],
      federationName: app.federationName,
      entry: `http://localhost:${app.devPort}/mf-manifest.json`,
      version: app.version,
      releaseId: 'dev',
      prefixes: app.prefixes,
    })),
};

const api = spawn('pnpm', ['--filter', '@carclub/api', 'dev'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(API_PORT),
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  },
});

const servers = apps.map((app) => {
  const config = webpackConfig({
    app,
    mode: 'development',
    outputPath: path.join(app.dir, 'dist'),
    build: {
      name: app.name,
      version: app.version,
      releaseId: 'dev',
      builtAt: new Date().toISOString(),
    },
    apiOrigin,
  });
  const devServer = {
    ...config.devServer,
    setupMiddlewares: (middlewares: WebpackDevServer.Middleware[], server: WebpackDevServer) => {
      server.app?.get('/remotes.json', (_req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.json(devRegistry);
      });
      return middlewares;
    },
  };
  const server = new WebpackDevServer(devServer, webpack(config));
  void server
    .start()
    .then(() => process.stdout.write(`${app.name}: http://localhost:${app.devPort}\n`));
  return server;
});

function stop(): void {
  api.kill('SIGTERM');
  void Promise.all(servers.map((server) => server.stop())).then(() => process.exit(0));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
