import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readSiteConfig } from './config';
import './host.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <App config={readSiteConfig(import.meta.env)} />
  </StrictMode>,
);
