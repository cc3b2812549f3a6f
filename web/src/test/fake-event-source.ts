/** Stands in for the browser's EventSource so the test drives opens, messages and errors. */
export class FakeSource {
  static opened: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  isClosed = false;
  private listeners = new Map<string, () => void>();
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.isClosed = true;
  }
  open() {
    this.onopen?.();
  }
  message(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  named(name: string) {
    this.listeners.get(name)?.();
  }
  fail() {
    this.onerror?.();
  }
}
