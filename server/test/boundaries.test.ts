import fs from 'node:fs';
import path from 'node:path';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('server source boundaries', () => {
  it('imports only types from the shared contract (dist must not load shared/src at run time)', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(__dirname, '..', 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      const imports = text.match(/import\s+[^;]*?from\s+'@exchange\/shared[^']*';/g) ?? [];
      for (const statement of imports) {
        if (!/^import\s+type\s/.test(statement))
          offenders.push(`${path.basename(file)}: ${statement}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
