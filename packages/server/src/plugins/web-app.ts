import fs from 'node:fs';
import path from 'node:path';
import { publicError } from '@carespace/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Serves the built web app: hashed assets are cached for a year, index.html never; every non-/api GET that is
 * not a file gets index.html so deep links work (the app shows its own page-not-found screen).
 */
export async function registerWebApp(app: FastifyInstance, config: Config) {
  const indexPath = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing hashed asset is a stale chunk after a deploy: a real 404 lets the app reload once.
    const isApiOrAsset = url.startsWith('/api/') || url === '/api' || url.startsWith('/assets/');
    if (isApiOrAsset || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send({ success: false, result: null, error: publicError('NOT_FOUND') });
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build` or `npm start`.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', config.webDist);
  });
}
