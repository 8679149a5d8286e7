import fs from 'node:fs';
import path from 'node:path';
import send from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../http/api-errors';
import { cacheControlFor, NO_STORE } from './cache-policy';
import { acceptedVariants } from './content-encoding';
import { registerRemotesIndex } from './remotes-index';

/** `uploadsDir` unset: `/uploads/` is someone else's (a gateway forwards it to the core). */
export type StaticDirs = { shellDir: string; remotesDir: string; uploadsDir?: string };

export type StaticHosting = {
  /** What a request no route or file answered gets: the SPA's index.html, or a real 404. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

type Mount = {
  /** URL prefix ending in `/`. */
  prefix: string;
  root: string;
  /** Serve `index.html` for a path ending in `/`. */
  index: boolean;
  /** Extra headers for every file of this mount. */
  headers?: Record<string, string>;
  /** File names never served from this mount (they answer 404). */
  hidden?: readonly string[];
  /**
   * Serve files of sub-folders only. Checked on the path the file resolved to, so no spelling
   * of the URL (`//`, `./`, `x/..%2f`) reaches a file lying directly in `root`.
   */
  subfoldersOnly?: boolean;
};

/** Paths the SPA never owns: a miss there is a real 404, not the shell. */
const NOT_SPA = ['/api', '/ws', '/remotes', '/uploads', '/dev'];

const NOT_BUILT_PAGE = [
  'The web app is not built yet.',
  '',
  'Build it with `pnpm build` (it writes the shell and the areas to the deploy folder),',
  'then reload this page. The API (/api/*) and the live channel (/ws) already work.',
  '',
].join('\n');

/** Uploaded files are data, never a page: no script runs even if an SVG is opened directly. */
const UPLOAD_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** A GET the shell's router should answer: outside the reserved prefixes, no file extension. */
export function isSpaPath(pathname: string): boolean {
  if (NOT_SPA.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    return false;
  }
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?')[0];
}

function contentTypeOf(filePath: string): string {
  const type = send.mime.getType(filePath) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

function errorBody(statusCode: number, message: string): Record<string, unknown> {
  const error = statusCode === 404 ? 'Not Found' : statusCode === 403 ? 'Forbidden' : 'Error';
  return { statusCode, error, message };
}

/**
 * Sends one file of a mount with @fastify/send (the engine of @fastify/static: path checks,
 * ETag/Last-Modified, 304, ranges), preferring a precompressed `.br`/`.gz` sibling the client
 * accepts. Misses go to the not-found handler (SPA fallback or 404).
 */
async function serveFile(
  request: FastifyRequest,
  reply: FastifyReply,
  mount: Mount,
): Promise<FastifyReply> {
  const pathname = pathnameOf(request);
  // /api belongs to the API: a path no route took (a NUL byte, `..`) gets the envelope from
  // the not-found handler, never a file or a send() error page.
  if (isApiPath(pathname)) return notFoundFrom(reply);
  let relative = pathname.slice(mount.prefix.length - 1);
  if (relative.endsWith('/')) {
    if (!mount.index) return notFoundFrom(reply);
    relative += 'index.html';
  }
  const fileName = decodeURIComponentSafe(relative.slice(relative.lastIndexOf('/') + 1));
  if (mount.hidden?.includes(fileName)) return notFoundFrom(reply);
  const candidates = [
    ...acceptedVariants(request.headers['accept-encoding']).map((variant) => ({
      encoding: variant.encoding as string | null,
      path: relative + variant.extension,
    })),
    { encoding: null, path: relative },
  ];

  for (const candidate of candidates) {
    const result = await send(request.raw, candidate.path, {
      root: mount.root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false, // our own Cache-Control, see cache-policy.ts
      etag: true,
      lastModified: true,
      acceptRanges: true,
    });
    if (result.type === 'directory') return notFoundFrom(reply);
    if (
      result.type === 'file' &&
      mount.subfoldersOnly &&
      path.dirname(result.metadata.path) === path.resolve(mount.root)
    ) {
      result.stream.destroy();
      return notFoundFrom(reply);
    }
    if (result.type === 'error') {
      if (result.statusCode === 404) continue; // try the next variant, then the plain file
      result.stream.destroy();
      return reply
        .code(result.statusCode)
        .headers(result.statusCode === 416 ? result.headers : {})
        .send(errorBody(result.statusCode, result.metadata.error.message));
    }
    reply.code(result.statusCode).headers(result.headers);
    reply.header('cache-control', cacheControlFor(pathname, fileName));
    // The answer depended on Accept-Encoding, whichever file won.
    reply.header('vary', 'accept-encoding');
    reply.header('x-content-type-options', 'nosniff');
    if (mount.headers) reply.headers(mount.headers);
    if (candidate.encoding && result.statusCode !== 304) {
      reply.header('content-encoding', candidate.encoding);
      reply.header('content-type', contentTypeOf(relative));
    }
    return reply.send(result.stream);
  }
  return notFoundFrom(reply);
}

/** Hands the request to the not-found handler (API envelope, SPA fallback or 404). */
function notFoundFrom(reply: FastifyReply): FastifyReply {
  reply.callNotFound();
  return reply;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * One origin serves the built shell at `/`, the versioned areas at `/remotes/`, and uploads at
 * `/uploads/`. A missing deploy folder is a normal state before the first build (see notFound).
 */
export function registerStaticHosting(app: FastifyInstance, dirs: StaticDirs): StaticHosting {
  const mounts: Mount[] = [
    { prefix: '/', root: dirs.shellDir, index: true },
    // release.json (who built it, file hashes) is for operators; the index lists what testers need.
    { prefix: '/remotes/', root: dirs.remotesDir, index: true, hidden: ['release.json'] },
    // Private uploads lie directly in the folder and go out only through their owner-checked
    // route (upload-routes.ts); public files (the seed banners) live in sub-folders.
    ...(dirs.uploadsDir === undefined
      ? []
      : [
          {
            prefix: '/uploads/',
            root: dirs.uploadsDir,
            index: false,
            headers: UPLOAD_HEADERS,
            subfoldersOnly: true,
          },
        ]),
  ];
  // Before the /remotes/* files: a static route wins over the wildcard in Fastify's router.
  registerRemotesIndex(app, dirs.remotesDir);
  for (const mount of mounts) {
    app.route({
      method: ['GET', 'HEAD'],
      url: `${mount.prefix}*`,
      handler: (request, reply) => serveFile(request, reply, mount),
    });
  }

  const indexPath = path.join(dirs.shellDir, 'index.html');

  return {
    async notFound(request, reply) {
      const pathname = pathnameOf(request);
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || !isSpaPath(pathname)) {
        return reply
          .code(404)
          .send(errorBody(404, `${request.method} ${pathname.slice(0, 200)} not found`));
      }
      reply.header('cache-control', NO_STORE);
      let html: string;
      try {
        html = await fs.promises.readFile(indexPath, 'utf8');
      } catch {
        return reply.type('text/plain; charset=utf-8').send(NOT_BUILT_PAGE);
      }
      return reply.type('text/html; charset=utf-8').send(html);
    },
  };
}
