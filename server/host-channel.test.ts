import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { hostChannel } from './host-channel';

const ready = { type: 'ready' as const, port: 8080, url: 'http://localhost:8080' };

describe('channel to the process that forked the server', () => {
  it('talks over parentPort in an Electron utility process', () => {
    const port = new EventEmitter() as EventEmitter & { postMessage(m: unknown): void; posted: unknown[] };
    port.posted = [];
    port.postMessage = (m) => port.posted.push(m);
    const proc = Object.assign(new EventEmitter(), { parentPort: port }) as unknown as NodeJS.Process;
    const channel = hostChannel(proc);
    expect(channel.attached).toBe(true);
    channel.send(ready);
    expect(port.posted).toEqual([ready]);

    let stops = 0;
    channel.onShutdown(() => stops++);
    port.emit('message', { data: { type: 'other' } });
    port.emit('message', { data: { type: 'shutdown' } });
    expect(stops).toBe(1);
  });

  it('talks over process.send under child_process.fork, and stops when the parent goes away', () => {
    const sent: unknown[] = [];
    const emitter = Object.assign(new EventEmitter(), { connected: true, send: (m: unknown) => sent.push(m) > 0 });
    const channel = hostChannel(emitter as unknown as NodeJS.Process);
    expect(channel.attached).toBe(true);
    channel.send(ready);
    expect(sent).toEqual([ready]);

    let stops = 0;
    channel.onShutdown(() => stops++);
    emitter.emit('message', { type: 'shutdown' });
    emitter.emit('disconnect');
    expect(stops).toBe(2);
  });

  it('does nothing when run on its own (npm start, Docker)', () => {
    const proc = new EventEmitter() as unknown as NodeJS.Process;
    const channel = hostChannel(proc);
    expect(channel.attached).toBe(false);
    expect(() => channel.send(ready)).not.toThrow();
    channel.onShutdown(() => undefined);
    expect((proc as unknown as EventEmitter).listenerCount('message')).toBe(0);
  });
});
