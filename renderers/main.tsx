import { mountShell } from '../runtime/mountShell.tsx';
import { registry } from './registry.ts';
import './styles.css';

/** The composition root: the one place that hands the components to the runtime. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Not awaited: a top-level await turns rolldown's chunk merging off (vite.config.ts), and every
// route would load dozens of small files. A failure still reaches the console, unhandled.
void mountShell(registry, container);
