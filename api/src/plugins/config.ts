import type { Config } from '../config';
import fp from 'fastify-plugin';

export const configPlugin = fp<{ config: Config }>(async (app, { config }) => {
  app.decorate('config', config);
});
