import { DEFAULT_LANG, LANGS, resolveLang, type Lang } from '../../src/i18n/languages';
import { MESSAGES, type MessageKey } from '../../src/i18n/messages';
import type { RawAnswer } from './http-send';

/** What an answer was, for the outcome table. */
export type Outcome =
  | 'code 0'
  | 'code 999'
  | 'code 1'
  | 'code 996'
  | 'legacy error'
  | 'legacy ok'
  | 'HEAD 200'
  | 'not 200'
  | 'not the envelope';

export type Verdict = {
  outcome: Outcome;
  /** A refusal: the database must be as it was. */
  refused: boolean;
  msg?: string;
  /** The message's key when it is one of ours. */
  key?: MessageKey;
  problems: string[];
};

type Template = { key: MessageKey; text: string; pattern: RegExp; vars: string[] };

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every message of every language as a pattern, placeholders captured. */
const TEMPLATES = new Map<Lang, Template[]>(
  LANGS.map((lang) => [
    lang,
    (Object.keys(MESSAGES) as MessageKey[]).map((key) => {
      const table = MESSAGES[key] as Record<Lang, string>;
      const text = table[lang] ?? table[DEFAULT_LANG];
      const vars: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((piece) => {
          const name = /^\{(\w+)\}$/.exec(piece)?.[1];
          if (!name) return escape(piece);
          vars.push(name);
          return '([\\s\\S]*?)';
        })
        .join('');
      return { key, text, pattern: new RegExp(`^${source}$`), vars };
    }),
  ]),
);

/** Text that must never reach a user: internals, stack traces, unfilled values. */
const LEAKS =
  /\bundefined\b|\[object |Error:|\n\s+at |SQLITE|FST_|TypeError|ReferenceError|\bNaN\b/;

/** The key of `msg` in `lang`, checking the placeholders were filled; or a problem. */
export function messageKey(lang: Lang, msg: string): { key?: MessageKey; problem?: string } {
  if (msg.trim() === '') return { problem: 'empty message' };
  for (const template of TEMPLATES.get(lang) ?? []) {
    const match = template.pattern.exec(msg);
    if (!match) continue;
    const values = match.slice(1);
    const unfilled = template.vars.find((name, index) => values[index] === `{${name}}`);
    if (unfilled) return { key: template.key, problem: `placeholder {${unfilled}} not filled` };
    const leaked = values.find((value) => /^(undefined|\[object \w+\])$/.test(value));
    if (leaked !== undefined)
      return { key: template.key, problem: `placeholder filled with "${leaked}"` };
    if (template.key === 'serverError')
      return { key: template.key, problem: 'internal error (serverError)' };
    return { key: template.key };
  }
  if (LEAKS.test(msg)) return { problem: 'internal text in message' };
  const other = LANGS.find(
    (candidate) => candidate !== lang && TEMPLATES.get(candidate)?.some((t) => t.pattern.test(msg)),
  );
  return { problem: other ? `message in ${other}, asked ${lang}` : 'message not in the catalogue' };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The checks of one answer: HTTP 200, the envelope (or legacy shape), a translated message. */
export function judge(
  answer: RawAnswer,
  method: string,
  shape: 'envelope' | 'legacy' | 'address',
  langHeader: string | undefined,
): Verdict {
  if (answer.status !== 200) {
    return {
      outcome: 'not 200',
      refused: false,
      problems: [`HTTP ${answer.status}: ${answer.text.slice(0, 200)}`],
    };
  }
  if (method === 'HEAD') return { outcome: 'HEAD 200', refused: false, problems: [] };
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return notEnvelope(`not JSON: ${answer.text.slice(0, 200)}`);
  }
  if (!/^application\/json/.test(answer.contentType)) {
    return notEnvelope(`content-type ${answer.contentType}`);
  }
  const lang = resolveLang(langHeader);
  if (shape === 'legacy' && isRecord(body) && 'type' in body) {
    if (typeof body.message !== 'string' || (body.type !== 'ok' && body.type !== 'error')) {
      return notEnvelope(`bad legacy answer ${answer.text.slice(0, 200)}`);
    }
    const checked = messageKey(lang, body.message);
    return {
      outcome: body.type === 'ok' ? 'legacy ok' : 'legacy error',
      refused: body.type === 'error',
      msg: body.message,
      key: checked.key,
      problems: checked.problem ? [checked.problem] : [],
    };
  }
  if (shape === 'address' && isRecord(body) && 'message' in body) {
    if (typeof body.message !== 'string' || ![0, 1, 999].includes(body.code as number)) {
      return notEnvelope(`bad address-service answer ${answer.text.slice(0, 200)}`);
    }
    if (body.code === 1)
      return { outcome: 'code 1', refused: false, msg: body.message, problems: [] };
    const checked = messageKey(lang, body.message);
    return {
      outcome: body.code === 0 ? 'code 0' : 'code 999',
      refused: true,
      msg: body.message,
      key: checked.key,
      problems: checked.problem ? [checked.problem] : [],
    };
  }
  if (!isRecord(body) || typeof body.msg !== 'string' || !('data' in body)) {
    return notEnvelope(`not the envelope: ${answer.text.slice(0, 200)}`);
  }
  const code = body.code;
  if (code === 1) return { outcome: 'code 1', refused: false, msg: body.msg, problems: [] };
  if (code === 996) return { outcome: 'code 996', refused: true, msg: body.msg, problems: [] };
  if (code !== 0 && code !== 999) return notEnvelope(`code ${String(code)}`);
  const checked = messageKey(lang, body.msg);
  const problems = checked.problem ? [checked.problem] : [];
  if (body.data !== null) problems.push('refusal with data');
  return {
    outcome: code === 0 ? 'code 0' : 'code 999',
    refused: true,
    msg: body.msg,
    key: checked.key,
    problems,
  };
}

function notEnvelope(problem: string): Verdict {
  return { outcome: 'not the envelope', refused: false, problems: [problem] };
}

/** A non-English refusal and its English replay: the same text means it was not translated. */
export function untranslated(lang: Lang, verdict: Verdict, english: Verdict): string | undefined {
  if (lang === DEFAULT_LANG || !verdict.key || english.key !== verdict.key) return undefined;
  const table = MESSAGES[verdict.key] as Record<Lang, string>;
  if (table[lang] === table[DEFAULT_LANG]) return undefined;
  return verdict.msg === english.msg ? `not translated to ${lang}: "${verdict.msg}"` : undefined;
}
