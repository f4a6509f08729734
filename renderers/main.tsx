import { mountShell } from '../runtime/mountShell.tsx';
import { registry } from './registry.ts';
import './styles.css';

/** The composition root: the one place that hands the components to the runtime. */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
await mountShell(registry, container);
