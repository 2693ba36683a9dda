const { createWebpackConfig } = require('shared/build/webpack.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  title: 'Dashboard (mfe-dashboard dev harness)',
  exposes: { './routes': './src/routes.tsx' },
});
