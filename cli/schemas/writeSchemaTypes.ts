import { writeFile } from 'node:fs/promises';
import { generateSchemaTypes, SCHEMA_TYPES_FILE } from './generateSchemaTypes.ts';

await writeFile(SCHEMA_TYPES_FILE, await generateSchemaTypes());
console.log(`wrote ${SCHEMA_TYPES_FILE}`);
