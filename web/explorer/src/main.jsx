// The pitchgraph match explorer: matches, goals, assist chains and pass
// networks, drawn from the GraphQL API of the server that served this page.
import { render } from 'preact';
import { App } from './app.jsx';
import './styles.css';

const root = document.getElementById('app');
root.textContent = '';
render(<App />, root);
