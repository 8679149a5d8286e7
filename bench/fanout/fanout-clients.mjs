// The receiving side of the fan-out bench, in its own thread so that reading does not compete
// with publishing for the publisher's event loop. Opens `count` sockets spread over `urls`, optionally
// subscribes each to `topic` (the product's live channel), then counts messages and records
// publish-to-receive latency from each message's scheduled time `s` (ms, on the clock shared by
// threads of one process: performance.timeOrigin + performance.now()).
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { urls, count, topic } = workerData;
const now = () => performance.timeOrigin + performance.now();
const sockets = [];
let expected = 0;
let doneSockets = 0;
let latencies = [];
let recording = false;
const received = new Array(count).fill(0);

const openOne = (index) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(urls[index % urls.length], { perMessageDeflate: false });
    socket.on('error', reject);
    socket.on('open', () => {
      if (!topic) return resolve(socket);
      socket.send(JSON.stringify({ type: 'sub', params: topic }));
    });
    socket.on('message', (data) => {
      const text = data.toString();
      if (text === 'pong') return;
      if (text.startsWith('{"type":"sub"')) return resolve(socket);
      // Both servers send JSON with `s` (scheduled ms) and `i` (sequence in the run).
      const message = JSON.parse(text);
      if (message.s === undefined) return;
      if (recording) latencies.push(now() - message.s);
      received[index] += 1;
      if (expected > 0 && received[index] === expected) {
        doneSockets += 1;
        if (doneSockets === count) parentPort.postMessage({ kind: 'done', at: now() });
      }
    });
  });

for (let index = 0; index < count; index += 1) sockets.push(await openOne(index));
// Keep the product's idle timeout away: a ping every 5 s, as the product's client does.
const pinger = setInterval(() => {
  for (const socket of sockets) socket.send('ping');
}, 5_000);
parentPort.postMessage({ kind: 'ready' });

parentPort.on('message', (command) => {
  if (command.kind === 'expect') {
    received.fill(0);
    doneSockets = 0;
    expected = command.messages;
    recording = command.record;
    latencies = [];
    parentPort.postMessage({ kind: 'armed' });
  } else if (command.kind === 'report') {
    parentPort.postMessage({
      kind: 'report',
      latencies,
      received: received.reduce((a, b) => a + b, 0),
    });
  } else if (command.kind === 'close') {
    clearInterval(pinger);
    for (const socket of sockets) socket.terminate();
    parentPort.postMessage({ kind: 'closed' });
  }
});
