import path from 'node:path';

import webpack from 'webpack';

import type { AppDescriptor } from './apps';
import type { BuildInfo } from './remote-contract';
import { rendersOnServer, SERVER_BUILD_DIR, serverWebpackConfig } from './server-webpack-config';
import { webpackConfig } from './webpack-config';

function run(config: webpack.Configuration, name: string): Promise<void> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) {
          return reject(new Error(`${name} failed to build:\n${stats.toString('errors-only')}`));
        }
        resolve();
      });
    });
  });
}

/**
 * The folder of an app's server build inside its build output. The shell's is per release, because
 * the shell's output is copied over the live folder and the API must never load a half-copied or
 * cached older container under the same name; a remote's whole output is already per release.
 */
export function serverBuildDir(app: AppDescriptor, build: BuildInfo): string {
  return app.name === 'shell' ? path.join(SERVER_BUILD_DIR, build.releaseId) : SERVER_BUILD_DIR;
}

/**
 * Runs one production build of an app into `outputPath`: the browser build, then (for an app that
 * renders on the server) its server build in `serverBuildDir`. One after the other, because the
 * browser build cleans the folder it writes to.
 */
export async function compileApp(
  app: AppDescriptor,
  outputPath: string,
  build: BuildInfo,
): Promise<void> {
  await run(webpackConfig({ app, mode: 'production', outputPath, build }), app.name);
  if (!rendersOnServer(app)) return;
  await run(
    serverWebpackConfig({
      app,
      outputPath: path.join(outputPath, serverBuildDir(app, build)),
      build,
    }),
    `${app.name} (server)`,
  );
}
