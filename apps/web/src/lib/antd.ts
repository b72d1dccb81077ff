import { createRoot } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile';

let ready = false;

/**
 * antd-mobile's imperative APIs (Toast, Dialog) render through ReactDOM.render, which React 19 removed;
 * this hands them createRoot instead. Idempotent, called before the first render.
 */
export function setUpAntdMobile(): void {
  if (ready) return;
  ready = true;
  unstableSetRender((node, container) => {
    const host = container as Element & { __jcRoot?: ReturnType<typeof createRoot> };
    const root = host.__jcRoot ?? createRoot(host);
    host.__jcRoot = root;
    root.render(node);
    return async () => {
      // Let the exit animation finish before tearing the root down.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host.__jcRoot;
    };
  });
}
