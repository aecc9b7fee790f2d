import webpack from 'webpack';

import type { AppDescriptor } from './apps';
import type { BuildInfo } from './remote-contract';
import { webpackConfig } from './webpack-config';

/** Runs one production build of an app into `outputPath`. */
export function compileApp(
  app: AppDescriptor,
  outputPath: string,
  build: BuildInfo,
): Promise<void> {
  const compiler = webpack(webpackConfig({ app, mode: 'production', outputPath, build }));
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return reject(error);
        if (stats?.hasErrors()) {
          return reject(
            new Error(`${app.name} failed to build:\n${stats.toString('errors-only')}`),
          );
        }
        resolve();
      });
    });
  });
}
