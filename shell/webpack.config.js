const { createConfig, readPackage } = require('../tools/webpack/create-config.cjs');

module.exports = (env, argv) =>
  createConfig(
    {
      kind: 'host',
      dir: __dirname,
      name: 'shell',
      title: 'Exchange',
      version: readPackage(__dirname).version,
      runtimePlugins: [require.resolve('./src/remotes/runtime-plugin.ts')],
    },
    { mode: argv.mode },
  );
