import { isShutdownCommand, type ReadyMessage } from '../shared/server-host';

/** Electron's `process.parentPort` in a utility process (not typed here: the server runs without Electron). */
interface ParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): unknown;
}

export interface HostChannel {
  /** True when a host forked this process: an Electron utility process parent or a Node `fork` parent. */
  readonly attached: boolean;
  send(message: ReadyMessage): void;
  /** Runs `listener` when the host asks for a clean stop, or when a Node parent goes away. */
  onShutdown(listener: () => void): void;
}

/**
 * The channel to whatever forked the server. Electron's utility process talks over
 * `process.parentPort` (MessageEvent-wrapped); `child_process.fork` over `process.send` / 'message'.
 */
export function hostChannel(proc: NodeJS.Process = process): HostChannel {
  const parentPort = Reflect.get(proc, 'parentPort') as ParentPort | undefined;
  if (parentPort) {
    return {
      attached: true,
      send: (message) => parentPort.postMessage(message),
      onShutdown: (listener) => {
        parentPort.on('message', (event) => {
          if (isShutdownCommand(event?.data)) listener();
        });
      },
    };
  }
  const send = proc.send?.bind(proc);
  return {
    attached: Boolean(send && proc.connected),
    send: (message) => {
      if (send && proc.connected) send(message);
    },
    onShutdown: (listener) => {
      if (!send) return;
      proc.on('message', (message: unknown) => {
        if (isShutdownCommand(message)) listener();
      });
      proc.once('disconnect', listener);
    },
  };
}
