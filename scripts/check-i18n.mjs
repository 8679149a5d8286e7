// Fails when a language file lacks a key that English has (or has one English lacks), or when a
// non-English file is mostly English copied over. Runs over every `src/**/locales/` folder and
// its namespace folders.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/run.mjs';

const LANGUAGES = ['en', 'pt', 'jp', 'th', 'kr', 'de', 'fr', 'es', 'vi', 'zh', 'hk'];
/** Above this share of values identical to English, a file counts as untranslated. */
const MAX_IDENTICAL_SHARE = 0.3;
const PACKAGES = [
  'shared',
  'shell',
  'server',
  ...fs.readdirSync(repoRoot).filter((name) => name.startsWith('remote-')),
];

const findLocaleDirs = (dir) => {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.name !== 'locales') return findLocaleDirs(full);
    // An area with several namespaces keeps one folder each under locales/ (remote-p2p).
    const namespaces = fs
      .readdirSync(full, { withFileTypes: true })
      .filter((inner) => inner.isDirectory())
      .map((inner) => path.join(full, inner.name));
    return [full, ...namespaces];
  });
};

const flatten = (value, prefix = '') =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) =>
        flatten(inner, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, String(value)]];

/** Values that read the same in every language (codes, numbers, placeholders only). */
const isLanguageNeutral = (text) =>
  !/[A-Za-z]{3,}/.test(text.replace(/\{\{\w+\}\}/g, '')) || /^[A-Z0-9/ .-]+$/.test(text);

const problems = [];
let files = 0;
for (const dir of PACKAGES.flatMap((pkg) => findLocaleDirs(path.join(repoRoot, pkg, 'src')))) {
  const english = path.join(dir, 'en.json');
  if (!fs.existsSync(english)) continue;
  const base = new Map(flatten(JSON.parse(fs.readFileSync(english, 'utf8'))));
  for (const language of LANGUAGES.filter((code) => code !== 'en')) {
    const file = path.join(dir, `${language}.json`);
    const where = path.relative(repoRoot, file);
    if (!fs.existsSync(file)) {
      problems.push(`${where}: missing file`);
      continue;
    }
    files += 1;
    const texts = new Map(flatten(JSON.parse(fs.readFileSync(file, 'utf8'))));
    for (const key of base.keys())
      if (!texts.has(key)) problems.push(`${where}: missing key ${key}`);
    for (const key of texts.keys())
      if (!base.has(key)) problems.push(`${where}: key ${key} is not in en.json`);
    for (const [key, text] of texts) {
      const placeholders = (value) =>
        [...value.matchAll(/\{\{(\w+)\}\}/g)]
          .map((m) => m[1])
          .sort()
          .join(',');
      if (base.has(key) && placeholders(text) !== placeholders(base.get(key))) {
        problems.push(
          `${where}: ${key} has placeholders {${placeholders(text)}} but en has {${placeholders(base.get(key))}}`,
        );
      }
    }
    const comparable = [...base.entries()].filter(([, text]) => !isLanguageNeutral(text));
    const identical = comparable.filter(([key, text]) => texts.get(key) === text).length;
    if (comparable.length > 0 && identical / comparable.length > MAX_IDENTICAL_SHARE) {
      problems.push(
        `${where}: ${identical} of ${comparable.length} texts are identical to English`,
      );
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`i18n check failed: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`i18n check passed: ${files} language files complete and translated`);
