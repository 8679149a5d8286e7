import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type SecurityHeadersOptions = {
  /** The built shell's index.html: its inline scripts are allowed by hash, nothing else inline. */
  shellIndexPath: string;
  /** The operator manifest: areas it serves from another origin (a CDN) are allowed too. */
  remotesManifestPath: string;
};

/** Where browsers send CSP violation reports (`report-uri`); logged as `csp violation`. */
export const CSP_REPORT_PATH = '/csp-report';
const REPORT_BODY_LIMIT = 16 * 1024;
/** Violations logged per process: enough to see a problem, not enough to flood the log. */
const MAX_LOGGED_REPORTS = 200;

/** Headers every answer carries (pages, files, API); set only when the route set none. */
const COMMON_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Non-HTML answers are never documents worth scripting: nothing may load, nobody may frame. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'";

type CachedValue<T> = { mtimeMs: number; value: T };

/** A value derived from a file, recomputed only when the file changes (a redeploy, an edit). */
const fileDerived = <T>(file: string, derive: (text: string) => T, missing: T): (() => T) => {
  let cached: CachedValue<T> | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return missing;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        return missing;
      }
      cached = { mtimeMs, value: derive(text) };
    }
    return cached.value;
  };
};

/** `'sha256-…'` sources of every inline `<script>` (one without `src`) in an HTML page. */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
};

/** Origins of every absolute http(s) URL in the manifest (areas served from a CDN). */
export const manifestOrigins = (text: string): string[] => {
  const origins = new Set<string>();
  for (const match of text.matchAll(/"(https?:\/\/[^"\s]+)"/g)) {
    try {
      origins.add(new URL(match[1]).origin);
    } catch {
      // Not a URL after all: nothing to allow.
    }
  }
  return [...origins];
};

/** The live channel's own origin, from a Host header reduced to host characters. */
const liveChannelSources = (request: FastifyRequest): string[] => {
  const host = (request.headers.host ?? '').replace(/[^\w.:[\]-]/g, '');
  if (!host) return [];
  return [`ws://${host}`, `wss://${host}`];
};

/**
 * The page policy: scripts, styles, connections and images from this origin only (plus the
 * areas' CDN origins from the manifest and the live channel); inline scripts only by hash;
 * inline styles allowed because MUI's emotion injects its <style> elements at run time.
 */
export const pageCsp = (parts: {
  scriptHashes: string[];
  remoteOrigins: string[];
  liveChannel: string[];
}): string =>
  [
    "default-src 'self'",
    `script-src ${["'self'", ...parts.scriptHashes, ...parts.remoteOrigins].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...parts.remoteOrigins].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${["'self'", ...parts.liveChannel, ...parts.remoteOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');

const isHtml = (reply: FastifyReply): boolean =>
  String(reply.getHeader('content-type') ?? '').startsWith('text/html');

/**
 * Security headers on every answer (issue 16): a Content-Security-Policy without
 * 'unsafe-inline' scripts on pages and a closed one on everything else, no framing, nosniff, a
 * same-origin referrer, HSTS on TLS requests (direct or behind a proxy with TRUST_PROXY=1), and
 * the `POST /csp-report` endpoint browsers report violations to.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions,
): void {
  const scriptHashes = fileDerived(options.shellIndexPath, inlineScriptHashes, []);
  const remoteOrigins = fileDerived(options.remotesManifestPath, manifestOrigins, []);

  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        isHtml(reply)
          ? pageCsp({
              scriptHashes: scriptHashes(),
              remoteOrigins: remoteOrigins(),
              liveChannel: liveChannelSources(request),
            })
          : DATA_CSP,
      );
    }
    return payload;
  });

  let logged = 0;
  const parseReport = (
    _request: FastifyRequest,
    body: string | Buffer,
    done: (error: Error | null, value?: unknown) => void,
  ): void => {
    try {
      done(null, JSON.parse(body.toString()));
    } catch {
      done(null, {});
    }
  };
  app.register(async (reports) => {
    reports.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      parseReport,
    );
    reports.post(CSP_REPORT_PATH, { bodyLimit: REPORT_BODY_LIMIT }, async (request, reply) => {
      const body = request.body as { 'csp-report'?: Record<string, unknown> } | undefined;
      const report = body?.['csp-report'] ?? {};
      if (logged < MAX_LOGGED_REPORTS) {
        logged += 1;
        request.log.warn(
          {
            directive: report['violated-directive'] ?? report['effective-directive'],
            blocked: report['blocked-uri'],
            // The page path only: a query could carry something private.
            page: String(report['document-uri'] ?? '').split('?')[0],
            sample: report['script-sample'],
          },
          'csp violation',
        );
      }
      return reply.code(204).send();
    });
  });
}
