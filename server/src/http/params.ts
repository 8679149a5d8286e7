import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/** Request parameters: GET sends them as query, POST as JSON; the body wins on a clash. */
export type Params = Record<string, unknown>;

function asRecord(value: unknown): Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Params)
    : {};
}

export function paramsOf(request: FastifyRequest): Params {
  return { ...asRecord(request.query), ...asRecord(request.body) };
}

/** A trimmed string, or undefined when absent/empty. Numbers are accepted as their text. */
export function optionalString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw new ApiError('invalidParam', { name });
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function requiredString(params: Params, name: string): string {
  const value = optionalString(params, name);
  if (value === undefined) throw new ApiError('missingParam', { name });
  return value;
}

export type IntRule = {
  /** Used when the parameter is absent; without it the parameter is required. */
  fallback?: number;
  min?: number;
  /** Values above are lowered to max (page sizes), not refused. */
  clampMax?: number;
};

/** A non-negative whole number given as a number or a digit string (no sign, no exponent). */
export function intParam(params: Params, name: string, rule: IntRule = {}): number {
  const value = params[name];
  let parsed: number;
  if (value === undefined || value === null || value === '') {
    if (rule.fallback === undefined) throw new ApiError('missingParam', { name });
    return rule.fallback;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) parsed = value;
  else if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) parsed = Number(value);
  else throw new ApiError('invalidParam', { name });
  if (parsed < (rule.min ?? 0)) throw new ApiError('invalidParam', { name });
  return rule.clampMax !== undefined ? Math.min(parsed, rule.clampMax) : parsed;
}
