import './lib/zodWithoutEval';

// The async boundary lets Module Federation negotiate shared modules before any of them runs. Named
// for the portal's page, which preloads its files beside main.js (shared/build/webpack.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
