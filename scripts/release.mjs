// `pnpm release <area> [--version X] [--force]`: builds one area alone into the immutable folder
// deploy/remotes/<area>/<version>/ with a release.json record. Never touches /remotes.json:
// switching is `pnpm remotes use` (README "Operating").
import { parseArgs, runCommand } from './lib/cli.mjs';
import { rel, RefusedError, releaseArea } from './lib/releases.mjs';

const USAGE = `Usage: pnpm release <area> [--version <version>] [--force]

Builds remote-<area> alone into deploy/remotes/<area>/<version>/ (default version: its
package.json) and writes release.json (version, git commit, build time, sha256 of every file,
the @exchange/shared version). An existing version is refused unless --force.
DEPLOY_DIR moves the deploy folder.`;

await runCommand(async () => {
  const { positional, flags } = parseArgs(process.argv.slice(2), ['version']);
  if (flags.help || positional.length !== 1) {
    console.log(USAGE);
    if (!flags.help) throw new RefusedError('name exactly one area');
    return;
  }
  const [area] = positional;
  const result = await releaseArea({
    area,
    version: typeof flags.version === 'string' ? flags.version : undefined,
    force: flags.force === true,
  });
  const files = Object.keys(result.record.files).length;
  console.log(`\nReleased ${area} ${result.version} → ${rel(result.dir)} (${files} files).`);
  console.log(
    `Switch to it with: pnpm remotes use ${area} ${result.version} [--percent N] [--check]`,
  );
});
