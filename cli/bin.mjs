#!/usr/bin/env node
// The CLI is TypeScript run through tsx, so the package needs no separate build step.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
