import './fonts.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@/lib/router';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { createPages } from '@/app/router';
import { readPageData, seedQueryClient } from '@/lib/page-data';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App
      queryClient={seedQueryClient(createQueryClient(), readPageData())}
      Router={BrowserRouter}
      createPages={createPages}
    />
  </StrictMode>
);
// The server drew the first view (decision 012): the app takes over its HTML rather than drawing it again.
// A page the server did not draw (`npm run dev`, or a render that failed there) is drawn here.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
