import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin so that its decorators and hooks apply to the whole app instead of staying
 * in the plugin's own scope (what the fastify-plugin package does, without the dependency).
 */
export function rootPlugin<Options extends Record<string, unknown>>(plugin: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
