import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { setUpAntdMobile } from '@/lib/antd';
import { mirrorStoredChoices, readFirstScreenData } from '@/lib/first-screen';
import { installFocusReturn } from '@/lib/focus-return';
import '@/styles/global.css';

setUpAntdMobile();
mirrorStoredChoices();
installFocusReturn();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Home and a book's page come rendered by the server with their data (docs/first-screens.md, "Server-rendered
// first screens"): hydrate them; every other page replaces the splash.
const firstScreen = readFirstScreenData();
const app = (
  <StrictMode>
    <App firstScreen={firstScreen} />
  </StrictMode>
);
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of holding
// the main thread for the whole tree (a slow phone's blocking time; the first paint is the server's).
if (firstScreen) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
