// Fails when code, tests or docs cite a docs/ file or section that does not exist, or cite a
// document outside the repository. Citations look like `docs/decisions.md#lever` (also inside
// markdown links such as `../docs/product.md#ieo`); a section is a heading's GitHub anchor.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/run.mjs';

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file) => {
  const anchors = new Set();
  let fenced = false;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) anchors.add(anchorOf(heading[1].replace(/`/g, '')));
  }
  return anchors;
};

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: repoRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|cjs|md|json|sh)$/.test(file));

const CITATION = /docs\/([\w/-]+\.md)(#[\p{L}\p{N}_-]+)?/gu;
const OUTSIDE = /shared\/(decisions|design|perf-targets)\.md|shared\/spec\//;
const cache = new Map();
const problems = [];
for (const file of tracked) {
  const full = path.join(repoRoot, file);
  if (!fs.existsSync(full)) continue;
  const text = fs.readFileSync(full, 'utf8');
  text.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (OUTSIDE.test(line) && file !== 'scripts/check-doc-links.mjs') {
      problems.push(`${where}: cites a document outside the repository`);
    }
    for (const [, doc, hash] of line.matchAll(CITATION)) {
      const target = path.join(repoRoot, 'docs', doc);
      if (!cache.has(target)) cache.set(target, fs.existsSync(target) ? anchorsOf(target) : null);
      const anchors = cache.get(target);
      if (anchors === null) problems.push(`${where}: docs/${doc} does not exist`);
      else if (hash && !anchors.has(hash.slice(1))) {
        problems.push(`${where}: docs/${doc} has no section ${hash}`);
      }
    }
  });
}

if (problems.length) {
  console.error(
    `Doc citations that lead nowhere (${problems.length}):\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`doc citations check passed: ${tracked.length} files`);
