import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createAdminApi } from './api/client';
import { App, createQueryClient } from './App';
import { routes } from './routes';
import './styles.css';

const router = createBrowserRouter(routes, { basename: '/admin' });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App api={createAdminApi()} queryClient={createQueryClient()} router={router} />
  </StrictMode>,
);
