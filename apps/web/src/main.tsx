import '@/lib/zod-jitless';
import { StrictMode } from 'react';
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

// Home and a book's page come rendered by the server with their data (docs/web.md, "Server-rendered
// first screens"): hydrate them; every other page replaces the splash.
const firstScreen = readFirstScreenData();
const app = (
  <StrictMode>
    <App firstScreen={firstScreen} />
  </StrictMode>
);
if (firstScreen) hydrateRoot(container, app);
else createRoot(container).render(app);
