/**
 * The files of a live shell's server build, as a deploy writes them into SITE_DIR: the container
 * (in tests, a `module.exports` written by hand), then `build-info.json` naming it. In that order,
 * as `writeFiles` writes them, so a render never finds a name whose file is not there yet.
 */
export function shellServerBuild(container: string, release = 's1'): Record<string, string> {
  return {
    [`shell/server/${release}/remoteEntry.js`]: container,
    'shell/build-info.json': JSON.stringify({ serverEntry: `server/${release}/remoteEntry.js` }),
  };
}
