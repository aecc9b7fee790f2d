import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';

import type { AppDescriptor } from './apps';
import { ROUTES_EXPOSE } from './federation-options';
import type { BuildInfo } from './remote-contract';
import { sharedFor } from './shared';
import { SWC_OPTIONS } from './webpack-config';

/** What the shell's server container exposes: the function that renders a page (shell/src/server). */
export const SERVER_RENDER_EXPOSE = './server-render';

/** Folder of a release that holds its server build, beside the browser files. */
export const SERVER_BUILD_DIR = 'server';

/** The server container's file in that folder. */
export const SERVER_ENTRY_FILE = 'remoteEntry.js';

/**
 * Whether the app renders pages on the server. A remote that needs a permission (the admin
 * dashboard) never does: the server renders every page as a guest would see it.
 */
export function rendersOnServer(app: AppDescriptor): boolean {
  return app.requires === undefined;
}

/**
 * The server build of an app: the same modules as its browser build, as a Module Federation
 * container for Node (`async-node`, `commonjs-module`) that the API loads at runtime through
 * `@module-federation/node`'s runtime. Its chunks are read from disk beside the container, so a
 * release's server build lives and dies with its browser build in the same versioned folder.
 */
export function serverWebpackConfig({
  app,
  outputPath,
  build,
}: {
  app: AppDescriptor;
  outputPath: string;
  build: BuildInfo;
}): webpack.Configuration {
  const isShell = app.name === 'shell';
  return {
    name: `${app.name}-server`,
    mode: 'production',
    target: 'async-node',
    context: app.dir,
    // The container is the only entry a server build needs.
    entry: {},
    devtool: 'source-map',
    output: {
      path: outputPath,
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${app.federationName}_server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: SWC_OPTIONS },
        },
        { test: /\.css$/, use: path.join(__dirname, 'server/empty-module-loader.cjs') },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({ __CARCLUB_BUILD__: JSON.stringify(build) }),
      new ModuleFederationPlugin({
        name: app.federationName,
        filename: SERVER_ENTRY_FILE,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: {
          [isShell ? SERVER_RENDER_EXPOSE : ROUTES_EXPOSE]: isShell
            ? './src/server/render.tsx'
            : './src/routes.tsx',
        },
        remotes: {},
        shared: sharedFor(app),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    optimization: { chunkIds: 'named', minimize: false },
    performance: { hints: false },
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
