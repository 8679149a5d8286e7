const { createConfig, readPackage } = require('../tools/webpack/create-config.cjs');

const pkg = readPackage(__dirname);

/** Each route of this area is one exposed screen: `./<module>` → `src/<module>/`. */
const exposes = {
  './second': './src/second/index.ts',
};

module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'remote_second',
      area: 'second',
      version: pkg.version,
      exposes,
      title: 'Second area (standalone)',
    },
    { mode: argv.mode, standalone: Boolean(env.standalone) },
  );
