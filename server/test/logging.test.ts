import { DEMO_PASSWORD } from '../src/seed/demo-account';
import { startTestServer } from './support/test-server';
import { WsProbe } from './support/ws-probe';

describe('logging', () => {
  it('never writes tokens or passwords, even at trace level', async () => {
    const lines: string[] = [];
    const server = await startTestServer({
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const token = await server.login();
      await server.get('user/info', { token });
      await server.post('user/login', {
        body: { account: 'demo@exchange.local', password: 'wrong-pass-123' },
      });
      const probe = await WsProbe.open(server.wsUrl);
      probe.send({ type: 'login', params: token });
      await probe.next();
      probe.close();
      await server.post('user/logout', { token });
      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(5); // the logger did run
      expect(text).not.toContain(token);
      expect(text).not.toContain(DEMO_PASSWORD);
      expect(text).not.toContain('wrong-pass-123');
    } finally {
      await server.close();
    }
  });
});
