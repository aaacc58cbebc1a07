/** For the tests that walk every route: the routes as the app registers them. */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildTestApp, type TestApp } from './harness.ts';

/**
 * Builds the test app as `buildTestApp(opts)` does, handing each route to `onRoute` with its methods as the app
 * registers it (so a route added later is walked without a list to keep).
 */
export async function buildAppSeeingRoutes(
  opts: Parameters<typeof buildTestApp>[0],
  onRoute: (route: RouteOptions, methods: string[]) => void,
): Promise<TestApp> {
  const collect = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) =>
      onRoute(route, Array.isArray(route.method) ? route.method : [route.method]),
    );
  };
  subscribe('fastify.initialization', collect);
  try {
    return await buildTestApp(opts);
  } finally {
    unsubscribe('fastify.initialization', collect);
  }
}
