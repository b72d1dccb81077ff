declare module 'miniprogram-simulate' {
  interface RenderedComponent {
    instance: Record<string, unknown> & { data: Record<string, unknown> };
    data: Record<string, unknown>;
    dom: HTMLElement;
    attach(parent: Element): void;
    querySelector(
      selector: string,
    ): (RenderedComponent & { dispatchEvent(name: string, detail?: unknown): void }) | undefined;
    querySelectorAll(selector: string): RenderedComponent[];
    dispatchEvent(name: string, detail?: unknown): void;
  }
  const simulate: {
    load(definition: object | string, tagName?: string | object, options?: object): string;
    render(id: string, properties?: object): RenderedComponent;
    sleep(ms: number): Promise<void>;
  };
  export default simulate;
}
