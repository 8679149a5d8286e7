const { createConfig, readPackage } = require('../tools/webpack/create-config.cjs');

const pkg = readPackage(__dirname);

/** Each route of this area is one exposed screen: `./<module>` → `src/<module>/`. */
const exposes = {
  './trade': './src/trade/index.ts',
};

module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'remote',
      dir: __dirname,
      name: 'remote_spot',
      area: 'spot',
      version: pkg.version,
      exposes,
      title: 'Spot area (standalone)',
    },
    { mode: argv.mode, standalone: Boolean(env.standalone) },
  );
