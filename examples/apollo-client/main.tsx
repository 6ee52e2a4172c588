/**
 * Mounts the shop. The page's query string names the server and the store:
 * `index.html?api=http://localhost:4000/graphql&store=city-pharmacy` (these are the defaults: the
 * demo store of `npm start`).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Shop } from './shop';

const params = new URLSearchParams(window.location.search);
const server = {
  uri: params.get('api') ?? 'http://localhost:4000/graphql',
  store: params.get('store') ?? 'city-pharmacy',
};

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Shop server={server} />
  </StrictMode>,
);
